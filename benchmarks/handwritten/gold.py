"""What the CVs of benchmarks/handwritten/cvs hold, written by reading each CV (never from the program's output).

Twenty small CVs written for the eighth round of reviews by people (agents) who had not seen the loaders' code:
01-14 in citation styles and layouts the project had not been shown (APA, IEEE, Chicago/MLA, ACM, Vancouver,
titles-first year groups, GB/T 7714, text pasted from a PDF, a Markdown homepage, LaTeX, Word, HTML, Harvard,
Nature), a-f later by another reviewer in other fields (economics, biology, physics, art history, chemistry,
linguistics). Each CV's papers (title, authors in order as written, venue, year), patents (a number or words of
the title) and affiliations (institution names).
"""


P = lambda title, authors, venue, year: dict(title=title, authors=authors, venue=venue, year=year)  # noqa: E731

GOLD = {
"01_apa.txt": dict(papers=[
  P("Stormwater biofilters for trace organic contaminant removal: A field study", ["Okafor, M. L.", "Chen, X.", "Luthy, R. G."], "Environmental Science & Technology", 2021),
  P("Fecal indicator bacteria decay in coastal sediments", ["Nguyen, T. H.", "Okafor, M. L.", "Ramirez, J.", "Patel, S.", "Boehm, A. B."], "Water Research", 2020),
  P("Machine learning for predicting urban runoff quality", ["Okafor, M. L."], "Journal of Hydrology", 2019),
  P("Engineered infiltration systems for water reuse", ["Luthy, R. G.", "Okafor, M. L."], "Environmental Science: Water Research & Technology", 2018)],
  patents=["10,815,432"], affs=["Stanford University", "University of Lagos", "University of Michigan", "University of California, Berkeley"]),
"02_ieee.txt": dict(papers=[
  P("Low-power localization for indoor drones using UWB", ["R. Venkataraman", "A. Bannis", "A. Rowe"], "Proc. ACM SenSys", 2022),
  P("Acoustic ranging on commodity smartphones", ["A. Bannis", "R. Venkataraman", "S. Kumar", "A. Rowe"], "IEEE Trans. Mobile Comput.", 2022),
  P("Energy harvesting for batteryless sensor networks: A survey", ["R. Venkataraman", "A. Rowe"], "IEEE Commun. Surveys Tuts.", 2021),
  P("Time synchronization in the wild", ["J. Smith", "R. Venkataraman", "L. Zhang", "M. Gupta", "A. Rowe"], "Proc. IEEE/ACM IPSN", 2021)],
  patents=["11,234,567"], affs=["Carnegie Mellon University", "Indian Institute of Technology Madras", "Microsoft Research", "Google"]),
"03_chicago_mla.txt": dict(papers=[
  P("Merchants and Monasteries in Thirteenth-Century Tuscany", ["Marchetti, Elena"], "Speculum", 2019),
  P("Credit Networks in Late Medieval Florence", ["Marchetti, Elena", "David Rosen"], "Journal of Economic History", 2018),
  P("Notarial Records as Social Data", ["Rosen, David", "Elena Marchetti", "Sarah K. Webb"], "Past & Present", 2018),
  P("The Silk Guild and Its Enemies", ["Marchetti, Elena"], "Renaissance Quarterly", 2017)],
  patents=[], affs=["Yale University", "University of Chicago", "Princeton University", "Università di Bologna"]),
"04_acm.md": dict(papers=[
  P("Serverless Collective Communication for Distributed Training", ["Sofia Lindqvist", "Marcin Copik", "Torsten Hoefler"], "SC '22", 2022),
  P("SeBS: A Serverless Benchmark Suite for Function-as-a-Service Computing", ["Marcin Copik", "Sofia Lindqvist", "Alexandru Calotoiu", "Torsten Hoefler"], "Middleware '21", 2021),
  P("Sparse Allreduce at Scale", ["Sofia Lindqvist", "Torsten Hoefler"], "ACM Trans. Parallel Comput.", 2020)],
  patents=[], affs=["ETH Zurich", "KTH Royal Institute of Technology", "IBM Research Zurich"]),
"05_vancouver.txt": dict(papers=[
  P("Left atrial strain predicts recurrence after catheter ablation", ["Tanaka H", "Suzuki K", "Ito M", "Yamamoto T"], "J Am Coll Cardiol", 2021),
  P("Sex differences in outcomes of heart failure with preserved ejection fraction", ["Ito M", "Tanaka H", "Nakamura Y"], "Circ J", 2020),
  P("Deep learning electrocardiogram analysis for atrial fibrillation screening", ["Suzuki K", "Tanaka H", "Kobayashi S", "Watanabe A", "Sato R", "Yoshida N"], "Nat Med", 2019),
  P("Echocardiographic assessment of diastolic function", ["Tanaka H", "Oh JK"], "Heart", 2016)],
  patents=[], affs=["The University of Tokyo", "Kyoto University", "Mayo Clinic"]),
"06_year_grouped.md": dict(papers=[
  P("Retrieval-Augmented Language Models Are Few-Shot Fact Checkers", ["Daniel Okonkwo-Reyes", "Weijia Shi", "Luke Zettlemoyer"], "EMNLP 2023", 2023),
  P("Scaling Laws for Sparse Mixture-of-Experts", ["Margaret Li", "Daniel Okonkwo-Reyes", "Mike Lewis", "Luke Zettlemoyer"], "ICML 2023", 2023),
  P("Contrastive Decoding for Open-Ended Generation", ["Weijia Shi", "Daniel Okonkwo-Reyes", "Noah A. Smith"], "ACL 2022 (Findings)", 2022)],
  patents=[], affs=["University of Washington", "Universidad Nacional Autónoma de México", "Meta AI"]),
"07_gbt7714.txt": dict(papers=[
  P("基于图神经网络的软件缺陷预测方法", ["张海涛", "李建国", "王磊"], "软件学报", 2021),
  P("面向边缘计算的任务卸载策略研究", ["王磊", "张海涛"], "计算机学报", 2020),
  P("Graph-based code clone detection at scale", ["Zhang H", "Li J", "Chen Y"], "Proceedings of the 44th International Conference on Software Engineering", 2022),
  P("Learning to repair compilation errors with transformers", ["ZHANG Haitao", "WANG Lei", "LI Jianguo"], "IEEE Transactions on Software Engineering", 2023)],
  patents=["CN112345678B", "CN110987654A"], affs=["清华大学", "浙江大学", "北京航空航天大学", "华为技术有限公司"]),
"08_pdf_paste.txt": dict(papers=[
  P("Certified Compilation of Financial Contracts", ["Priya Raghunathan", "Kiran Gopinathan", "Ilya Sergey"], "Proceedings of the 43rd ACM SIGPLAN Conference on Programming Language Design and Implementation (PLDI)", 2022),
  P("Mechanised Verification of Sharded Blockchains", ["Kiran Gopinathan", "Priya Raghunathan", "George Pîrlea", "Ilya Sergey"], "Computer Aided Verification (CAV)", 2021),
  P("Protocol Combinators for Modelling Testing and Execution of Distributed Systems", ["Priya Raghunathan", "Ilya Sergey"], "Journal of Functional Programming", 2021)],
  patents=[], affs=["National University of Singapore", "Anna University", "Amazon Web Services"]),
"09_homepage.md": dict(papers=[
  P("Efficient Memory Management for Large Language Model Serving with PagedAttention", ["Woosuk Kwon", "Zhuohan Li", "Wei-Lin Chang", "Ying Sheng", "Lianmin Zheng", "Cody Hao Yu", "Joseph E. Gonzalez", "Hao Zhang", "Ion Stoica"], "SOSP 2023", 2023),
  P("Chatbot Arena: An Open Platform for Evaluating LLMs by Human Preference", ["Wei-Lin Chang", "Lianmin Zheng", "Ying Sheng", "Anastasios N. Angelopoulos", "Ion Stoica"], "ICML 2024", 2024),
  P("Towards Optimal Caching for LLM Inference", ["Wei-Lin Chang", "Ion Stoica"], "arXiv preprint", 2024)],
  patents=[], affs=["UC Berkeley", "National Taiwan University", "Anyscale", "Academia Sinica"]),
"10_latex.tex": dict(papers=[
  P("Causal representation learning from multiple views", ["L. Brenner", "J. von Kügelgen", "B. Schölkopf"], "Advances in Neural Information Processing Systems (NeurIPS)", 2022),
  P("On the fairness of disentangled representations", ["F. Locatello", "L. Brenner", "S. Bauer", "G. Rätsch", "B. Schölkopf"], "International Conference on Machine Learning (ICML)", 2021),
  P("Identifiability of nonlinear ICA with auxiliary variables", ["L. Brenner", "B. Schölkopf"], "Journal of Machine Learning Research", 2022)],
  patents=["EP 3 876 543 A1"], affs=["University of Tübingen", "Technical University of Munich", "Max Planck Institute for Intelligent Systems", "Amazon Research Tübingen"]),
"11_word.docx": dict(papers=[
  P("Heterogeneous graph transformer for recommendation", ["Xiaoyu Chen", "Yifan Wang", "Ming Zhang"], "Proceedings of the ACM Web Conference (WWW)", 2022),
  P("Self-supervised learning on molecular graphs", ["Xiaoyu Chen", "Ming Zhang"], "IEEE Transactions on Knowledge and Data Engineering", 2023),
  P("Few-shot relation extraction via prompt tuning", ["Xiaoyu Chen", "Lei Li", "Ming Zhang"], "Findings of ACL", 2021)],
  patents=["ZL202010123456.7"], affs=["Peking University", "Wuhan University", "Institute of Computing Technology", "Microsoft Research Asia"]),
"12_homepage.html": dict(papers=[
  P("Learning to rank for content-based image retrieval in remote sensing", ["A. B. Souza", "R. da S. Torres", "J. A. dos Santos"], "IEEE Transactions on Geoscience and Remote Sensing", 2021),
  P("Interactive multiscale classification of high-resolution images", ["J. A. dos Santos", "A. B. Souza", "P. H. Gosselin"], "Pattern Recognition", 2020),
  P("Fusion of visual features for tropical fruit recognition", ["M. Oliveira", "A. B. Souza"], "Proceedings of SIBGRAPI", 2018)],
  patents=["BR 10 2019 012345-6"], affs=["University of Campinas", "Columbia University", "Federal University of Minas Gerais"]),
"13_harvard.txt": dict(papers=[
  P("Minimum wages and regional employment in the UK", ["Whitfield, T.", "Harris, J."], "Economic Journal", 2022),
  P("Housing wealth and household consumption", ["Patel, R.", "Whitfield, T.", "Morgan, L."], "Journal of Urban Economics", 2020),
  P("Productivity spillovers from foreign direct investment", ["Whitfield, T."], "Oxford Bulletin of Economics and Statistics", 2018)],
  patents=[], affs=["London School of Economics", "University of Warwick", "University of Leeds"]),
"14_nature.txt": dict(papers=[
  P("Single-cell atlas of the developing human kidney", ["Hoffmann, L.", "Schmidt, K.", "Regev, A."], "Nature", 2021),
  P("Spatial transcriptomics of tumour microenvironments", ["Schmidt, K.", "Hoffmann, L.", "Chen, W.", "Regev, A."], "Nat. Biotechnol.", 2021),
  P("Lineage tracing reveals clonal dynamics in intestinal organoids", ["Hoffmann, L."], "Cell", 2020)],
  patents=[], affs=["EMBL", "Broad Institute of MIT and Harvard", "Ludwig Maximilian University of Munich"]),
    "a_economics_apa.txt": dict(papers=[
        P("Mobile money and household risk sharing in West Africa", ["Okonkwo-Reyes, D.", "Lindqvist, A."],
          "Journal of Development Economics", 2021),
        P("Trade liberalization and informal employment: Evidence from Brazil",
          ["Baptiste, M.", "Okonkwo-Reyes, D.", "Chen, S."], "American Economic Journal: Applied Economics", 2019),
        P("Remittances and school enrollment in Nigeria", ["Okonkwo-Reyes, D."], "World Bank Economic Review", 2016),
        P("The long shadow of colonial railways", ["Okonkwo-Reyes, D.", "Park, J.-H.", "Müller, T."],
          "Journal of Economic History", 2014),
    ], patents=[], affs=["Massachusetts Institute of Technology", "University of British Columbia", "University of Ibadan",
                         "University of Toronto", "Federal Reserve Bank of Chicago"]),
    "b_biology_vancouver.md": dict(papers=[
        P("Mitochondrial stress signalling extends lifespan in C. elegans", ["Natarajan P", "Kowalski M", "Ruvkun G"],
          "Cell", 2022),
        P("A CRISPR screen for regulators of autophagy in human fibroblasts", ["Ho JW", "Natarajan P"], "Nat Cell Biol",
          2021),
        P("DNA damage responses in quiescent stem cells", ["Natarajan P", "Smith AB", "Ng YK", "Jackson SP"], "Mol Cell",
          2019),
    ], patents=[], affs=["University of Cambridge", "University of Delhi", "Massachusetts General Hospital",
                         "Max Planck Institute for Molecular Genetics"]),
    "c_physics_aip.tex": dict(papers=[
        P("Feshbach resonances in ultracold potassium-lithium mixtures", ["J. Albrecht", "M. K. Tey", "R. Grimm"],
          "Phys. Rev. A", 2020),
        P("Spin-orbit coupling in optical lattice clocks", ["L. Chen", "J. Albrecht", "A. M. Rey"], "Phys. Rev. Lett.",
          2020),
        P("Quantum gas microscopy of Fermi-Hubbard chains", ["J. Albrecht", "I. Bloch"], "Nature Physics", 2018),
    ], patents=[], affs=["Ludwig Maximilian University of Munich", "Heidelberg University",
                         "University of Colorado Boulder", "JILA"]),
    "d_arthistory_chicago.txt": dict(papers=[
        P("Azulejo Workshops and the Colonial Market in Eighteenth-Century Lisbon", ["Ferreira-Lopes, Isabel"],
          "Art Bulletin", 2019),
        P("Pilgrim Souvenirs from Santiago de Compostela", ["Ferreira-Lopes, Isabel", "Thomas Hale"],
          "Journal of the Warburg and Courtauld Institutes", 2015),
        P("Painted Tiles and Devotion in Portuguese Convents", ["Ferreira-Lopes, Isabel"], "Renaissance Studies", 2012),
    ], patents=[], affs=["University of York", "University of St Andrews", "Courtauld Institute of Art",
                         "Universidade de Lisboa"]),
    "e_chemistry_zh.md": dict(papers=[
        P("金属有机框架材料的气体吸附性能研究", ["王晓明", "李华", "张伟"], "化学学报", 2021),
        P("Porous carbon nanosheets for lithium-sulfur batteries", ["Wang X", "Li H", "Cui Y"], "Nature Energy", 2019),
        P("Single-atom catalysts for CO2 electroreduction", ["Zhang W", "Wang X", "Liu Z"],
          "Journal of the American Chemical Society", 2017),
    ], patents=[], affs=["北京大学", "南开大学", "斯坦福大学"]),
    "f_linguistics.html": dict(papers=[
        P("Tone sandhi in Akan serial verb constructions", ["Osei, A."], "Journal of Phonetics", 2022),
        P("Evidentiality and politeness in Ghanaian English", ["Osei, A.", "Mensah, K."], "Language in Society", 2019),
        P("Vowel harmony in Twi loanwords", ["Boateng, E.", "Osei, A.", "Fraser, H."], "Phonology", 2016),
    ], patents=[], affs=["SOAS University of London", "University of Ghana", "University of Edinburgh",
                         "Lancaster University"]),
}
