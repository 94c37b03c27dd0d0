"""Split a document into sections by English and Chinese headings, from a table of patterns (not a chain of ifs).

A heading is recognised on a line cleaned of icons, Markdown ``#`` and emphasis.  English headings must fill the
line (``EDUCATION``, ``Work experience``, ``Selected Publications:``).  A Chinese heading may be followed, on the
same line, by content that PDF extraction glued to it (``职业经历 阿里巴巴集团, ...``): that remainder stays in the
new section as a content line with the heading's line number.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

from loaders.entries.patterns import CJK, KIND_OF_WORK, MARKDOWN_HEADING, PATENT_NUMBER, REFERENCE_START, SETEXT_RULE
from loaders.formats.text import Document
from loaders.entries.repair import clean, strip_icons, strip_marker, strip_markup

# (section, English heading alternatives, Chinese heading alternatives).  Order matters only for overlaps.
HEADINGS: tuple[tuple[str, str, str], ...] = (
    ("publications",
     r"(?:selected |recent |peer[- ]reviewed |refereed |archival )?(?:publications?|papers?)"
     r"(?: list| and (?:preprints|patents))?"
     # what profiles and exports call the list: ORCID's "Works (9)", ResearchGate's "Research items (9)", Pure's
     # "Research outputs", a list sent by e-mail under "Peer reviewed:"
     r"|selected works|works(?= ?\(\d+\))|research items|research outputs?|peer[- ]reviewed"
     # a kind of review before the medium: "Archival Journal Publications", "Refereed Conference Papers"
     r"|(?:(?:selected |recent |peer[- ]reviewed |refereed |archival )+"
     r"(?:journal|conference|workshop) (?:papers|publications))"
     r"|(?:conference|journal|workshop) (?:papers|publications)|preprints?|manuscripts?(?: under review)?"
     r"|research (?:output|papers)|(?:academic |research )?publications? and (?:talks|presentations)"
     # the humanities' and social sciences' words, filling the line: "Selected Articles", "Journal Articles"
     r"|(?:selected |recent |peer[- ]reviewed |refereed )?(?:(?:journal|conference) )?articles|book chapters"
    r"|chapters in (?:edited )?(?:volumes|books|collections)"
     # medicine's and the sciences' posters and meeting abstracts: "Abstracts and Posters", "Poster Presentations"
     r"|(?:selected |published |conference |meeting )?(?:abstracts|posters)(?: and (?:abstracts|posters))?"
     r"|poster presentations"
     # medicine's: "Peer-reviewed Original Research", "Original Articles", "Reviews and Editorials"
     r"|(?:peer[- ]reviewed |refereed )?original (?:research|articles|reports|investigations)(?: articles)?"
     r"|(?:invited )?reviews?,? (?:and|&) editorials|editorials|review articles"
     # the NIH biosketch's: "Contributions to Science", the "Citations:" of its personal statement (with its colon:
     # Google Scholar's "Citations" alone heads a table of counts)
     r"|contributions? to science|citations(?=\s*:)|works? in progress"
     # and the line that links the whole list: "Complete List of Published Work in MyBibliography: https://..."
     r"|complete list of (?:published work|publications)(?: in (?:my ?bibliography|my ?ncbi|pubmed))?"
     # the NSF biosketch's: "(c) Products", "Products Most Closely Related to the Proposed Project", "Other
     # Significant Products, Whether or Not Related to the Proposed Project"
     # ("Products" alone only as the form's lettered heading: an engineer's "Products" are no publications)
     r"|(?:other )?(?:significant |research )products|products most closely related to the proposed project"
     r"|(?:other significant )?products,? whether or not related to the proposed project"
     # US medical CVs' (the AAMC's and most schools' templates): "BIBLIOGRAPHY", "Selected Bibliography"
     r"|(?:selected |complete )?bibliography",
     r"论文成果|论文发表总览|论文发表|发表论文|发表文章|学术论文|学术成果|科研成果|研究成果|代表性?成果|代表研究|代表作|"
     r"代表性?论文|会议论文|期刊论文|arXiv\s*预印版|预印本|论文列表|论文著作|学术论著|出版物|论著"),
    ("patents", r"patents?(?: and software)?|inventions?", r"专利发表|发明专利|专利成果|专利"),
    ("education", r"educations?(?:al background)?(?:\s*(?:and|/)\s*(?:training|qualifications))?|academic background"
                  r"|(?:postgraduate|postdoctoral|clinical|medical) training"
                  # the NSF biosketch's: "(a) Professional Preparation"
                  r"|professional preparation",
     r"教育背景|教育经历|学习经历"),
    ("internships", r"internships?(?: experience)?", r"实习经历|实习经验"),
    ("experience",
     r"(?:professional |work |working |industry |industrial |research |employment |academic )?experiences?"
     r"|employment(?: history| record)?|appointments?|work history|(?:academic |professional )?career(?: history)?"
     # the NIH biosketch's: "Positions and Employment", "Positions, Scientific Appointments and Honors"
     r"|positions?(?: and employment|,? (?:and )?(?:scientific |academic )?appointments(?:,? and honou?rs)?)?"
     # one position or several, said when: "Present Position", "Current Positions", "Previous Positions Held"
     r"|(?:current|present|previous|past|prior|former) (?:academic |professional |research )?positions?(?: held)?"
     r"|other experience(?: and professional memberships)?|(?:judicial )?clerkships?"
     r"|(?:professional|private|architectural|clinical|legal) practice",
     r"职业经历|工作经历|工作经验|科研经历|研究经历|其他经历"),
    ("projects", r"(?:research |selected |major |key )?projects?(?: experience)?",
     r"主要项目经历|项目经历|项目经验|参与项目|科研项目|科研/横向经历|横向项目|研究项目"),
    ("grants",
     r"(?:research )?(?:grants?|funding)(?: and (?:awards|projects))?|(?:research )?(?:grants|projects) funded"
     r"|funded projects|fellowships?|grants and fellowships"
     # the NIH biosketch's: "D. Additional Information: Research Support and/or Scholastic Performance" (the
     # form's own words since 2020), "Ongoing Research Support"
     r"|(?:additional information:\s*)?(?:(?:ongoing|completed|current|pending) )?research support"
     r"(?: and/or scholastic performance)?"
     # medicine's trials the owner leads or takes part in (as a site's PI): research support by another name
     r"|clinical trials(?: (?:activity|participation|experience))?",
     r"科研基金|基金项目|主持项目|承担项目|科研经费|项目资助"),
    ("awards",
     r"(?:selected |major |academic )?(?:honou?rs?|awards?|prizes?)"
     r"(?:\s*(?:&|and|,|-)\s*(?:honou?rs?|awards?|scholarships?|prizes?|grants?|fellowships?))*|scholarships?"
     r"|achievements?",
     r"获奖经历|获奖情况|荣誉奖项|个人荣誉|荣誉称号|荣誉|奖励|奖项|所获荣誉"),
    ("service",
     r"(?:academic |professional |community |university )?services?|reviewer(?: experience)?"
     r"|program committees?|(?:journal |conference )?reviewing(?: service)?|(?:professional )?activities"
     r"|editorial (?:boards?|service)|(?:professional )?memberships"
     # the NSF biosketch's "(d) Synergistic Activities"
     r"|synergistic activities",
     r"学术服务|外部审稿人|审稿经历|学术活动|学术兼职|社会工作|社会服务"),
    ("students",
     r"(?:current |former |supervised |advised )?students|student supervision|(?:research )?(?:mentoring|advising)"
     r"(?: experience)?|supervision"
     # Australia's and Britain's "Higher Degree by Research Supervision", "HDR Supervision", "PhD Supervision"
     r"|(?:higher degree by research|hdr|research student|postgraduate|graduate|doctoral|ph\.?\s?d\.?) supervision",
     r"指导学生|指导的学生|学生指导|所带学生"),
    ("teaching", r"teaching(?: experiences?| assistant(?:ship)?s?)?|courses taught|teaching and mentoring",
     r"教学经历|助教经历|授课经历|讲授课程"),
    ("skills", r"(?:(?:technical|computer|top|lab(?:oratory)?|research|programming)\s*(?:&|and)?\s+)*skills|languages|programming skills|skills and languages"
               r"|(?:licen[cs]es (?:&|and) )?certifications"
               # a nurse's or an engineer's registrations and licences, no degrees: "Special Professional Qualifications"
               r"|(?:special )?professional qualifications|licensure|professional registrations?",
     r"技术栈|技术能力|专业技能|技能|语言能力"),
    ("summary", r"research interests?|interests?|about(?: me)?|summary|biography|bio|profile|news|research statement"
                r"|personal statement",
     r"个人简介|研究兴趣|研究方向|个人信息|自我评价|新闻|动态"),
    ("talks", r"(?:invited |selected )?talks(?: and presentations)?|(?:invited )?presentations|keynotes?"
              # medicine's talks given at meetings, with the abstracts they were printed as ("Abstracts and Oral
              # Presentations", "Oral Presentations"); their items say "Oral presentation at:", "Poster presented at:"
              r"|(?:(?:selected |published |meeting )?abstracts,? (?:and|&) )?oral presentations"
              r"|(?:invited |public |guest |selected )lectures"
              # papers read at conferences, after the talks (the humanities' "Invited Lectures and Conference Papers")
              r"|(?:invited |public |guest |selected )?(?:talks|lectures),? (?:and|&) (?:conference |seminar )?papers",
     r"学术报告|特邀报告|邀请报告|报告"),
    ("references", r"referees|references available on request", r"推荐人"),
    ("other", r"scholastic performance|(?:amicus )?briefs|bar admissions?|leaves? of absence"
              # reviews of others' books and writing for the public: no papers, by the sets' convention
              r"|book reviews?(?:,? (?:and|&) (?:public|popular|other) writing)?|(?:public|popular) writing"
              r"|op-?eds|(?:selected )?media(?: appearances| coverage)?"
              # works that are no papers, by this project's convention: a dissertation, software ("Software",
              # "Research Software", "Software Packages")
              r"|(?:doctoral |ph\.?\s?d\.? )?dissertation|(?:selected |research |open[- ]source )?software"
              r"(?: packages| tools| and (?:data|code))?"
              # a collaboration's internal documents, no publications ("Public notes and internal documents (not
              # peer reviewed)", "ATLAS internal notes")
              r"|(?:(?:public |technical |conference )?notes (?:and|&) )?(?:[\w-]+ )?internal (?:documents|notes"
              r"|reports|memos)(?: (?:and|&) (?:public |technical |conference )?notes)?", ""),
)

# a heading may carry a short remark in brackets: "Publications (International)", "Patents (granted)", "论文（*通讯作者）",
# or a form's longer instruction without numbers ("EDUCATION/TRAINING (Begin with baccalaureate or other initial ...)")
# with one bracket inside it ("PUBLICATIONS (SCI(E) JOURNALS AND KCI)")
#: A heading's remark that its works were never printed: "Conference Papers (not published)".
_UNPUBLISHED_REMARK = re.compile(r"(?i)[(\[][^()\[\]]*\b(?:not published|unpublished|no proceedings|not in proceedings"
                                 r"|abstracts? only)\b[^()\[\]]*[)\]]")
_REMARK = r"(?:\s*[(\[（【](?:[^()\[\]（）【】]{0,60}|[^()\[\]（）【】\d]{0,240}" \
          r"|(?:[^()\[\]（）【】]{0,30}[(\[][^()\[\]（）【】]{0,20}[)\]]){1,2}[^()\[\]（）【】]{0,30})[)\]）】])?"
# headings of CVs written in other European languages (Spanish, Portuguese, French, German, Italian, Turkish)
_OTHER_LANGUAGES = {
    "publications": r"publicaciones|art[ií]culos|publica[çc][õo]es|pubblicazioni|ver[öo]ffentlichungen|publikationen"
                    r"|production scientifique|articles (?:de revues?|scientifiques)|publications|publikacje"
                    # "Artículos en revistas arbitradas", "Libros y capítulos", "Capítulos de libro"
                    r"|art[ií]culos (?:en|de) revistas(?: (?:arbitradas|indexadas|cient[íi]ficas|internacionales"
                    r"|nacionales))?|libros(?: y cap[íi]tulos(?: de libros?)?)?|cap[íi]tulos (?:de|en) libros?"
                    # the Brazilian Lattes CV's: "Artigos completos publicados em periódicos", "Trabalhos completos
                    # publicados em anais de congressos", "Livros publicados/organizados ou edições", "Capítulos de
                    # livros publicados", "Resumos expandidos publicados em anais de congressos"
                    r"|(?:artigos|trabalhos|resumos)(?: completos| expandidos)? publicados em"
                    r" (?:peri[óo]dicos|anais de (?:congressos|eventos))"
                    r"|artigos aceitos para publica[çc][ãa]o"
                    r"|livros publicados(?:\s*/\s*organizados ou edi[çc][õo]es)?"
                    r"|cap[íi]tulos de livros publicados|produ[çc][ãa]o bibliogr[áa]fica"
                    # Turkish: "Yayınlar", "Makaleler", "Hakemli Dergilerde Makaleler", "Kitap Bölümleri"
                    r"|yay[ıi]nlar|(?:hakemli dergilerde |uluslararas[ıi] )?makaleler|kitap b[öo]l[üu]mleri"
                    # Hungarian: "Publikációk", "Tudományos közlemények", "Magyar nyelvű folyóiratcikkek"
                    r"|publik[áa]ci[óo]k|(?:tudom[áa]nyos )?k[öo]zlem[ée]nyek|(?:[\w-]+ nyelv[űu] )?foly[óo]iratcikkek",
    "patents": r"patentes(?: e registros)?|brevets|patente",
    # (a British and Commonwealth CV's "Academic Qualifications": its degrees)
    "education": r"(?:academic |educational )?qualifications"
                 r"|educaci[óo]n|formaci[óo]n(?: acad[ée]mica)?(?: recibida)?|formation|ausbildung|educa[çc][ãa]o|forma[çc][ãa]o"
                 r"(?: acad[êe]mica(?:\s*/\s*titula[çc][ãa]o)?)?|istruzione|studium|e[ğg]itim|[öo][ğg]renim",
    "experience": r"experiencia(?: profesional| laboral| docente)?|exp[ée]riences?(?: professionnelles?)?"
                  r"|berufserfahrung|experi[êe]ncia(?: profissional)?|esperienz[ae](?: lavorative?)?"
                  r"|atua[çc][ãa]o profissional|p[óo]s-doutorado"
                  r"|parcours professionnel|carri[èe]re(?: professionnelle)?|postes? occup[ée]s"
                  r"|akademik g[öo]revler|(?:i[şs] )?deneyim(?:i)?"
                  # a career's story: "Trayectoria profesional", "Trajetória acadêmica", "Beruflicher Werdegang",
                  # "Fonctions occupées", "Situación profesional actual", "Cargos desempeñados", "Loopbaan"
                  r"|trayectoria(?: profesional| acad[ée]mica| investigadora| docente)?"
                  r"|traje?t[óo]ria(?: profissional| acad[êe]mica)?|(?:beruflicher |akademischer |wissenschaftlicher )?werdegang"
                  r"|fonctions(?: occup[ée]es| actuelles)?|situaci[óo]n profesional(?: actual)?"
                  r"|(?:cargos|puestos)(?: (?:desempe[ñn]ados|ocupados|acad[ée]micos))?|cargos ocupados"
                  r"|loopbaan|werkervaring|carriera(?: accademica| professionale)?|posizioni ricoperte",
    "projects": r"projetos de (?:pesquisa|extens[ãa]o|desenvolvimento)|proyectos de investigaci[óo]n|projeler",
    "students": r"orienta[çc][õo]es(?: e supervis[õo]es(?: conclu[íi]das| em andamento)?)?",
    "service": r"(?:participa[çc][ãa]o em )?bancas(?: (?:de|examinadoras)[^\d]{0,60})?"
               r"|participa[çc][ãa]o em eventos(?:,[^\d]{0,60})?",
    "awards": r"premios|distinciones|prix|distinctions|auszeichnungen|pr[êe]mios(?: e t[íi]tulos)?|premi|becas"
              r"|premios y distinciones|[öo]d[üu]ller(?: ve burslar)?|burslar",
    "talks": r"ponencias|presentaciones|conférences|vortr[äa]ge|palestras|seminarios(?:\s*/\s*congresos)?|congresos"
             r"|ponencias y comunicaciones(?: en congresos)?|(?:davetli )?konu[şs]malar(?: ve sunumlar)?|sunumlar"
             r"|(?:konferencia-)?el[őo]ad[áa]sok",
    "teaching": r"docencia|actividad(?:es)? docentes?|enseignements?|lehre|ensino|didattica|verdi[ğg]i dersler|oktatott t[áa]rgyak",
    "skills": r"habilidades|competencias|comp[ée]tences|kenntnisse|compet[êe]ncias|idiomas",
}
# Italian, German, Polish, Russian and Korean CVs' headings, as their ministries' and universities' forms write them
# (Italy's "curriculum per concorso", Germany's Schriftenverzeichnis, Poland's "Wykaz publikacji", Russia's "Список
# научных трудов", a Korean professor's 연구 실적)
_MORE_LANGUAGES = {
    # (Spain's CVN: "Producción científica — Publicaciones, documentos científicos y técnicos")
    "publications": r"producci[óo]n cient[íi]fica(?:\s*[—–-]\s*publicaciones, documentos cient[íi]ficos y t[ée]cnicos)?"
                    r"|publicaciones, documentos cient[íi]ficos y t[ée]cnicos|art[íi]culos cient[íi]ficos"
                    r"|elenco (?:delle )?pubblicazioni|pubblicazioni (?:su rivista|scientifiche|in rivista)"
                    r"|atti di convegn[oi]|capitoli (?:di|in) libr[oi]|lavori (?:sottomessi|in corso di stampa)"
                    r"|schriftenverzeichnis|publikationsverzeichnis|zeitschriftenbeitr[äa]ge(?: \([^()]{0,30}\))?"
                    r"|beitr[äa]ge in (?:sammelwerken|sammelb[äa]nden|tagungsb[äa]nden)|tagungsbeitr[äa]ge"
                    r"|eingereichte manuskripte|monographien|herausgeberschaften"
                    r"|wykaz publikacji|artyku[łl]y (?:w czasopismach|naukowe)|monografie"
                    r"|список (?:публикаций|научных трудов|трудов)|публикации|статьи(?: в [^\d]{0,80})?"
                    r"|материалы конференций|статьи, направленные в редакцию|монографии"
                    r"|연구 ?(?:실적|업적)|논문|(?:국내|국제) ?학술지 ?논문|(?:국내|국제) ?학술 ?대회(?: ?논문)?|저서",
    "education": r"formazione|titoli di studio|wykszta[łl]cenie|образование|학력",
    "experience": r"posizioni accademiche|esperienze professionali|przebieg pracy(?: zawodowej)?"
                  r"|(?:профессиональный )?опыт(?: работы)?|трудовая деятельность|경력",
    "projects": r"progetti di ricerca|projekty badawcze|연구 ?과제",
    "teaching": r"attivit[àa] didattica|dzia[łl]alno[śs][ćc] dydaktyczna|преподавательская деятельность|강의",
    "service": r"attivit[àa] istituzionali(?: e altre attivit[àa])?|gutachtert[äa]tigkeit(?: und mitgliedschaft(?:en)?)?"
               r"|dzia[łl]alno[śs][ćc] organizacyjna|научно-организационная деятельность|학회 ?활동",
    "grants": r"гранты(?: и проекты)?|drittmittel",
    # Spain's CVN: "Actividades científicas y tecnológicas", whose parts have headings of their own
    "other": r"actividades cient[íi]ficas y tecnol[óo]gicas",
    "awards": r"premi(?: e riconoscimenti)?|nagrody(?: i wyr[óo]żnienia)?|награды|수상(?: ?경력)?",
    "patents": r"brevetti|patenty|патенты|특허",
}
#: every language's headings other than English's, by section
_LANGUAGES = {name: "|".join(filter(None, (_OTHER_LANGUAGES.get(name), _MORE_LANGUAGES.get(name))))
              for name in {**_OTHER_LANGUAGES, **_MORE_LANGUAGES}}
# The traditional characters (Taiwan, Hong Kong) and Japanese kanji of the headings' words, and their simplified
# forms: a heading is matched in simplified characters ("代表性論文" as "代表性论文", "職歴" as "职历"). One character
# for one, so that a match's positions hold in the text as written.
_SIMPLIFIED = str.maketrans("論經歷歴學術發專獎勵榮譽項務導師課報簡個資訊會議業績驗實習獲興職參與際擔負責語貢獻編輯審計劃題費員國賞講許競査礎範圍隊",
                            "论经历历学术发专奖励荣誉项务导师课报简个资讯会议业绩验实习获兴职参与际担负责语贡献编辑审计划题费员国赏讲许竞查础范围队")
# those languages put "selected", "recent", "main" after the noun ("Publicaciones seleccionadas", "Publications
# sélectionnées", "Ponencias recientes"), German before it ("Ausgewählte Publikationen")
_QUALIFIED_BEFORE = r"(?:ausgew[äa]hlte |wichtigste |neueste |principales |principais |wybrane )?"
_QUALIFIED_AFTER = (r"(?: (?:seleccionad[ao]s|selecionad[ao]s|s[ée]lectionn[ée]e?s|selezionat[ei]|recientes|recentes"
                    r"|r[ée]centes|recenti|destacad[ao]s|representativ[ao]s|principales|principais|invitad[ao]s"
                    r"|convidad[ao]s|invit[ée]e?s))?")
# a bilingual CV's lists in each language: "Peer-reviewed Articles in English", "Papers in Japanese"
_IN_LANGUAGE = (r"(?: in (?:english|japanese|chinese|korean|vietnamese|thai|german|french|spanish|portuguese|italian"
                r"|russian|polish|turkish|dutch|hungarian|arabic|persian|indonesian|(?:other|local|foreign) languages?))?")
_ENGLISH = tuple((name, re.compile(
    rf"(?:(?:{en}){_IN_LANGUAGE}"
    rf"{f'|{_QUALIFIED_BEFORE}(?:{_LANGUAGES[name]}){_QUALIFIED_AFTER}' if name in _LANGUAGES else ''})"
    rf"{_REMARK}\s*:?", re.IGNORECASE)) for name, en, _ in HEADINGS)
_CHINESE = tuple((name, re.compile(rf"(?:{zh}){_REMARK}(?:\s*[:：]\s*$|(?=\s)|$)")) for name, _, zh in HEADINGS if zh)
# Japanese headings (in simplified characters, as the headings are matched: see _SIMPLIFIED), the line's whole text:
# 学歴 (education), 職歴 (positions), 研究業績 (research achievements), 原著論文 and 査読付き論文 (refereed papers),
# 受賞 (awards), 特許 (patents), 競争的資金 and 科研費 (grants), 招待講演 (invited talks), 学会活動 (service). They
# open profile lines and list items too ("学歴 博士", "受賞 2019年 ..."): only alone on their line are they headings.
_JAPANESE = (("education", "学历"), ("experience", "职历"), ("publications", "研究业绩|原著论文|查读付き论文"),
             ("awards", "受赏历?"), ("patents", "特许"), ("grants", "竞争的资金|外部资金|科研费"),
             ("talks", "招待讲演"), ("service", "学会活动"))
_JAPANESE_WHOLE = tuple((name, re.compile(rf"(?:{words}){_REMARK}\s*[:：]?")) for name, words in _JAPANESE)
# PDF extraction sometimes puts a Markdown heading's keyword last: "### ACM-ICPC 集训队 其他经历"
_CHINESE_LAST = tuple((name, re.compile(rf"\s(?:{zh})$")) for name, _, zh in HEADINGS if zh)


#: The last word of a heading, and the section it names (for headings the table does not hold).
_KEYWORDS = (
    ("publications", "pub", r"publications?|papers|articles|proceedings|preprints|chapters|monographs|books"
                            r"|论文|文章|著作|出版物|论著"),
    ("patents", "pat", r"patents?|专利"),
    ("education", "edu", r"education|degrees|学历|教育"),
    ("experience", "exp", r"experiences?|employment|positions|appointments|工作|经历"),
    ("awards", "awd", r"awards?|honou?rs|prizes|fellowships|distinctions|荣誉|奖项|奖励|获奖"),
    ("talks", "tlk", r"talks|presentations|seminars|报告"),
    ("service", "srv", r"services?|reviewing|referee(?:ing)?|审稿"),
    ("grants", "grt", r"grants|funding|基金"),
)
_KEYWORD_HEADING = re.compile(
    r"(?i)(?=.{2,60}$)(?:[\w&/,'’*-]+\s+){0,5}?[\w&/,'’*-]*?(?:" + "|".join(
        rf"(?P<{group}>{words})" for _, group, words in _KEYWORDS) + r")(?:\s*[(（][^()（）]{0,40}[)）])?\s*[:：]?")


#: The letter or roman numeral a form or report numbers its sections with ("A. Personal Statement", "IV. Teaching",
#: "(c) Products"), and a publication list its sub-lists ("E. Theses", "(c) Submitted").
SECTION_LETTER = re.compile(r"(?:(?:[A-H]|[IVX]{1,4})[.)]|\([a-hA-H]\))\s+(?=[A-Z])")
#: A section's number in other forms: "1.", "4.2", "一、", "(三)", "(2)". Where the heading is marked (Markdown, bold),
#: in capitals or beside Chinese, Japanese or another language: a numbered item of a list is no heading.
_SECTION_NUMBER_OTHER = re.compile(r"(?:(?P<han>[一二三四五六七八九十]{1,3}[、.．]|[(（][一二三四五六七八九十]{1,3}[)）])"
                                   r"|[(（]\d{1,2}[)）]|\d{1,2}(?:\.\d{1,2})*[.、．)](?=\s)|\d{1,2}(?:\.\d{1,2})+(?=\s))\s*")
#: Letters of a script other than Latin (Chinese, Japanese, Korean, Cyrillic, Greek, Arabic, ...), or the marks only
#: Vietnamese sets (decomposed: horn, hook above, dot below, a tone over a circumflex or breve): a heading's
#: translation, which a Spanish or French entry ("Máster en Enseñanza") is not.
_OTHER_SCRIPT = re.compile(r"[\u0370-\u03ff\u0400-\u04ff\u0590-\u06ff\u0e00-\u0e7f\u1100-\u11ff\u3040-\u30ff"
                           r"\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]|[\u031b\u0309\u0323]|[\u0302\u0306][\u0300\u0301\u0303]")
#: A heading in its own language with its English in brackets after it: "Quá trình đào tạo (Education)".
_TRANSLATED_IN_BRACKETS = re.compile(r"(?P<own>[^()（）]+?)\s*[(（](?P<english>[A-Za-z][A-Za-z &/,'-]{2,60})[)）]\s*[:：]?")
_LINK_AFTER = re.compile(r"\s*(?:https?://|www\.)\S+\s*")
_SINGULAR = re.compile(r"(?i)(?:publication|paper|patent|award|talk|project|grant|preprint|honou?r|prize)\s*:?")
_LINK_LINE = re.compile(r"\s*(?:[-*]\s+)?\[[^\]]+\]\([^)]*\)\s*")


@dataclass(frozen=True, slots=True)
class Line:
    """A content line of a section: its 1-based number in the original file and its text."""

    number: int
    text: str


@dataclass(frozen=True, slots=True)
class Section:
    """A run of lines under one heading.  ``heading_line`` is ``None`` for the part before the first heading."""

    name: str
    heading: str | None
    heading_line: int | None
    lines: tuple[Line, ...]


def _heading_text(line: str) -> str:
    text = MARKDOWN_HEADING.sub("", line)
    return strip_markup(strip_icons(text)).strip()


# a heading written twice on its line, in Chinese and in English, either first, maybe apart by "/" or "|"
_TWO_SCRIPTS = re.compile(r"(?P<zh>[^A-Za-z]*?[\u3400-\u9fff][^A-Za-z]*?)\s*[/|｜]?\s*(?P<en>[A-Za-z(][^\u3400-\u9fff]*)"
                          r"|(?P<en2>[A-Za-z][^\u3400-\u9fff]*?)\s*[/|｜]?\s*(?P<zh2>[^A-Za-z]*?[\u3400-\u9fff][^A-Za-z]*)")


#: A short heading in Chinese: a few characters, no figures ("著作目錄", "研究計畫").
_SHORT_HAN = re.compile(r"[\u4e00-\u9fff]{2,6}")


def _bilingual(text: str) -> str | None:
    """The section of a heading written in Chinese and in English on one line, when each half alone is a heading
    of that section ("教育经历 Education", "Publications / 论文", "EDUCATION 教育背景").

    >>> _bilingual("教育经历 Education"), _bilingual("Publications 论文"), _bilingual("专利 / Patents")
    ('education', 'publications', 'patents')
    >>> _bilingual("工作论文 Working Papers")
    'publications'
    >>> _bilingual("论文 Reviewer") is None, _bilingual("教育经历 2016-2020 Tsinghua University") is None
    (True, True)

    A short Chinese heading the table does not know, beside an English heading it knows: its translation ("著作目錄
    Publications", "研究計畫 Research Projects").

    >>> _bilingual("著作目錄 Publications"), _bilingual("清华大学计算机科学与技术系 Education") is None
    ('publications', True)
    """
    m = _TWO_SCRIPTS.fullmatch(text)
    if m is None:
        return None
    halves = [(m.group("zh") or m.group("zh2")).strip(" /|｜:："), (m.group("en") or m.group("en2")).strip(" /|｜:：")]
    halves[1] = re.sub(r"^\((.+)\)$", r"\1", halves[1])
    # the Chinese heading beside it marks the English half as a heading, as a "#" would ("工作论文 Working Papers")
    found = [classify_heading(half) if half else None for half in (halves[0], halves[1] and f"# {halves[1]}")]
    if found[0] and found[1] and found[0] == found[1] and found[0][1] == "":
        return found[0][0]
    if found[0] is None and found[1] and found[1][1] == "" and _SHORT_HAN.fullmatch(halves[0]):
        return found[1][0]
    return None


def _joined_headings(text: str, marked: bool = False) -> str | None:
    """The section of a heading that joins two headings with " / " or " | " ("Scholastic Performance / Research
    Support", "Teaching | Mentoring"): the first of them that names a section the table knows by more than
    "other", when every part alone is a heading.

    >>> _joined_headings("D. Scholastic Performance / Research Support"), _joined_headings("Talks / Posters")
    ('grants', 'talks')
    >>> _joined_headings("Software / hardware co-design") is None
    True
    >>> _joined_headings("Quá trình đào tạo / Education", marked=True)       # a translation, on a heading's line
    'education'
    >>> _joined_headings("Quá trình đào tạo / Education") is None, _joined_headings("Đà Nẵng / Huế", True) is None
    (True, True)
    >>> _joined_headings("Teaching Assistant | Université Laval", True) is None     # a position, no translation
    True
    """
    parts = re.split(r"\s+[/|｜]\s+", text)
    if len(parts) < 2:
        return None
    found = [classify_heading(p.strip()) for p in parts]
    if not all(f is not None and f[1] == "" for f in found):
        # a heading and its translation ("Quá trình đào tạo / Education", "学歴 / Education"): the parts
        # that are no heading are a few words in another script or Vietnamese (:func:`_translation`), the rest one
        # section, on a line marked as a heading (Markdown, bold, capitals), never content after a heading ("Teaching
        # Assistant | Université Laval", "教育背景 | 北京大学 2010-2015")
        known = {f[0] for f in found if f is not None and f[1] == ""}
        if marked and len(known) == 1 and all(f is None and _translation(p) for f, p in zip(found, parts)
                                              if f is None or f[1]):
            return known.pop()
        return None
    names = [f[0] for f in found if f is not None]
    return next((n for n in names if n != "other"), names[0])


def _translation(part: str) -> bool:
    """Whether a part of a heading line may be the heading in another language: another script or Vietnamese
    (:data:`_OTHER_SCRIPT`), no figure or punctuation of a list, at most eight words (Vietnamese writes a syllable
    a word; ten characters of Chinese or Japanese), not a name in capitals."""
    part = part.strip()
    words = part.split()
    if len(words) >= 2 and all(w[:1].isupper() for w in words):
        return False        # a name written in capitals, no heading's words ("Université Laval", "Société Générale")
    decomposed = unicodedata.normalize("NFD", part)
    # (or accents on words of a syllable each, as Vietnamese writes: "Quá trình công tác")
    vietnamese = len(words) >= 2 and any(unicodedata.combining(c) for c in decomposed) \
        and all(len(w) <= 5 for w in words)
    return bool(_OTHER_SCRIPT.search(decomposed) or vietnamese) \
        and not re.search(r"[\d,.;:()，。；：（）]", part) and (len(part) <= 10 if CJK.search(part) else len(words) <= 8)


def _set_apart(line: str) -> bool:
    """Whether a line is set apart as a heading is: a Markdown heading, or bold throughout."""
    return bool(MARKDOWN_HEADING.match(line) or re.fullmatch(r"\s*(\*\*|__).+\1\s*", line))


def _marked(line: str, text: str) -> bool:
    """Whether a line is marked as a heading: set apart (:func:`_set_apart`), or its text in capitals."""
    return _set_apart(line) or (text.isupper() and not CJK.search(text))


#: A short line of capitals and spaces (a heading set with letter-spacing), and the short words such a heading has.
_TRACKED = re.compile(r"(?=.{4,48}$)[A-ZÀ-Þ]+(?: [A-ZÀ-Þ&]+)+")
_SHORT_CAPS = frozenset({"OF", "AND", "IN", "THE", "&", "FOR", "TO", "ON", "AT", "AI", "CV"})


def classify_heading(line: str, *, marked: bool = False) -> tuple[str, str] | None:
    """Return ``(section, remainder)`` when ``line`` is a heading, else ``None``; ``marked`` says the line stood
    on a line marked as a heading (its number taken off).

    Examples
    --------
    >>> classify_heading("🎓 教育背景")
    ('education', '')
    >>> classify_heading("PROFESSIONAL EXPERIENCE")
    ('experience', '')
    >>> classify_heading("### arXiv 预印版")
    ('publications', '')
    >>> classify_heading("职业经历 阿里巴巴集团, 爱橙科技")
    ('experience', '阿里巴巴集团, 爱橙科技')
    >>> classify_heading("所获奖项：2019全国研究生数学建模大赛三等奖") is None
    True
    >>> classify_heading("### ACM-ICPC 集训队 其他经历")
    ('experience', 'ACM-ICPC 集训队')
    >>> classify_heading("Education is what remains") is None
    True
    >>> classify_heading("Publications* denotes co-first authors")
    ('publications', '* denotes co-first authors')
    >>> classify_heading("AwaRds ⋄ Postgraduate Scholarship 2020 – Present, HKUST")
    ('awards', '⋄ Postgraduate Scholarship 2020 – Present, HKUST')
    >>> classify_heading("Service (IWQoS '24), 2024.") is None       # a wrapped line of a reference
    True
    >>> classify_heading("ABSTRACTS AND POSTERS"), classify_heading("Poster Presentations")
    (('publications', ''), ('publications', ''))
    >>> classify_heading("Publications (International)"), classify_heading("发表论文（*为共同一作）")
    (('publications', ''), ('publications', ''))
    >>> classify_heading("# Fist-Author Refereed Publications"), classify_heading("精选论文")
    (('publications', ''), ('publications', ''))
    >>> classify_heading("Refereed Journal Articles"), classify_heading("Career")     # filling the line, unmarked
    (('publications', ''), ('experience', ''))
    >>> classify_heading("## Publicaciones"), classify_heading("Berufserfahrung")
    (('publications', ''), ('experience', ''))
    >>> classify_heading("Archival Journal Publications"), classify_heading("Refereed Conference Papers")
    (('publications', ''), ('publications', ''))
    >>> classify_heading("ARCHIVAL JOURNAL PUBLICATIONS (* graduate student advisee)")
    ('publications', '')
    >>> classify_heading("# Patents\\t- CN114900482B, 方缙")
    ('patents', '- CN114900482B, 方缙')
    >>> classify_heading("教育经历 Education"), classify_heading("**Publications 论文**")
    (('education', ''), ('publications', ''))
    >>> classify_heading("**B. Positions, Scientific Appointments and Honors**"), classify_heading("C. Patents")
    (('experience', ''), ('patents', ''))
    >>> classify_heading("A. Smith, B. Jones. Graphs. 2020") is None, classify_heading("Citations:")
    (True, ('publications', ''))
    >>> classify_heading("Citations") is None       # Google Scholar's counts
    True
    >>> classify_heading("**PROFESSIONAL EX PER IEN CE**"), classify_heading("E D U C A T I O N")
    (('experience', ''), ('education', ''))
    """
    if _LINK_LINE.fullmatch(line):
        return None             # a line that is one link is a menu's ("[Publications](publications.html)")
    if "\t" in line and MARKDOWN_HEADING.match(line):
        # a heading with text after it on its line (LaTeX's "\\section{Patents}\\item ..."): the rest is content
        head, rest = line.split("\t", 1)
        found = classify_heading(head)
        return (found[0], " ".join(x for x in (found[1], rest.strip()) if x)) if found else None
    text = _heading_text(line)
    if not text or len(text) > 300:
        return None
    if _TRACKED.fullmatch(text) and any(len(w) <= 3 and w not in _SHORT_CAPS for w in text.split()):
        # capitals set with letter-spacing, which a PDF's text breaks into pieces ("PROFESSIONAL EX PER IEN CE",
        # "E D U C A T I O N"): the heading read without its spaces
        found = classify_heading(text.replace(" ", ""))
        if found and not found[1]:
            return found
    numbered = SECTION_LETTER.match(text)
    if numbered and text[numbered.end():].strip(" :").lower() == "products":
        return "publications", ""       # the NSF biosketch's "(c) Products"
    if numbered and (found := classify_heading(text[numbered.end():])) and not found[1]:
        return found        # a heading numbered by a letter: "A. Personal Statement", "C. Patents"
    numbered = _SECTION_NUMBER_OTHER.match(text)
    rest = text[numbered.end():] if numbered else ""
    rest_marked = marked or _marked(line, rest)
    # (the rest read as marked where its line is, for a translation beside it: "### 1. Quá trình đào tạo / Education";
    # not as a Markdown heading, whose any word of a section names it: "**2. Service Robots for Elderly Care**")
    if numbered and (found := classify_heading(rest, marked=rest_marked)) and not found[1]:
        # a list's numbered item is no heading ("2. 优秀毕业生荣誉"): Arabic numbers on a line marked as a heading,
        # before capitals, or before a heading in Chinese and in English
        if numbered.group("han") or rest_marked or (CJK.search(rest) and re.search(r"[A-Za-z]{3}", rest)):
            return found    # "一、教育经历 EDUCATION", "### 1. Quá trình đào tạo / Education", "2. PUBLICATIONS"
    if _SINGULAR.fullmatch(text) and not _set_apart(line):
        return None     # one word, singular, unmarked: a label ("PATENT" on a card), not a section's heading
    for name, pattern in _ENGLISH:
        if pattern.fullmatch(text):
            if name == "publications" and _UNPUBLISHED_REMARK.search(text) and re.search(r"(?i)conference|meeting", text):
                return "talks", ""      # "Selected Conference Papers (not published)": papers read, not printed
            return name, ""
    if CJK.search(text) and (both := _bilingual(text)):
        return both, ""
    if (joined := _joined_headings(text, marked or _marked(line, text))) is not None:
        return joined, ""
    if (marked or _marked(line, text)) and (bracketed := _TRANSLATED_IN_BRACKETS.fullmatch(text)) \
            and _translation(bracketed.group("own")) \
            and (found := classify_heading(bracketed.group("english"))) and not found[1]:
        return found[0], ""     # "## 3. Công trình khoa học đã công bố (Publications)": the English in brackets
    raw_text = strip_markup(MARKDOWN_HEADING.sub("", line)).strip()
    for name, pattern in _ENGLISH:
        # a heading with a note glued to it by a mark ("Publications* denotes co-first authors"), or, in text from
        # a PDF whose headings stand in the margin, with its first bullet ("Awards ⋄ Postgraduate Scholarship")
        m = pattern.match(raw_text)
        if m and re.match(r"\s*[*†⋄◇◆•■♦▪●]", raw_text[m.end():]):       # not "(": "Service (IWQoS '24)" wraps
            return name, raw_text[m.end():].strip()
        if m and m.group().rstrip().endswith(":") and _LINK_AFTER.fullmatch(raw_text[m.end():]):
            return name, raw_text[m.end():].strip()           # a heading and its list's link: "Publications: https://"
    simplified = text.translate(_SIMPLIFIED)      # the same length: positions in it are positions in text
    for name, pattern in _JAPANESE_WHOLE:
        if pattern.fullmatch(simplified):
            return name, ""
    for name, pattern in _CHINESE:
        m = pattern.match(simplified)
        if m:
            rest = text[m.end():].strip()
            # a label such as "所获奖项：..." is content, not a heading
            if rest.startswith((":", "：")):
                return None
            return name, rest
    if MARKDOWN_HEADING.match(line):
        for name, pattern in _CHINESE_LAST:
            m = pattern.search(simplified)
            if m:
                return name, text[:m.start()].strip()
    keyword = _KEYWORD_HEADING.fullmatch(simplified)
    if keyword is None and MARKDOWN_HEADING.match(line) and not CJK.search(text) and len(text.split()) <= 7:
        # a marked heading with a section's word in it ("Publications et production scientifique", "Selected
        # Publications and Research Outputs"): the first such word names the section
        keyword = next((m for m in (_KEYWORD_HEADING.fullmatch(w.strip(":,;()")) for w in text.split()) if m), None)
    bare = re.sub(r"\s*[(（][^()（）]{0,40}[)）]\s*[:：]?$", "", text)     # its remark in brackets is no word of it
    short = len(bare.rstrip(" :：")) <= 8 if CJK.search(bare) else len(bare.split()) <= 6
    if keyword and short and not any(c.isdigit() for c in text) and (
            MARKDOWN_HEADING.match(line) or text.isupper() or text.rstrip().endswith((":", "："))
            or CJK.search(text)):
        # a heading of the document's own words that ends in a section's word: "Fist-Author Refereed
        # Publications", "Book Chapters", "精选论文" (only where the line is marked as a heading, or in capitals)
        return next(name for name, group, _ in _KEYWORDS if keyword.group(group)), ""
    return None


def _level(line: str) -> int:
    """The Markdown level of a heading line (``## X`` is 2), 0 for a line without ``#``."""
    m = MARKDOWN_HEADING.match(line)
    return m.group(0).count("#") if m else 0


def _section_levels(lines: tuple[str, ...]) -> tuple[int, int]:
    """The Markdown level the document gives its section headings, when it gives them one level only (0 when it
    has none or mixes levels, as Markdown converted from a PDF does: then levels tell nothing), and the top level
    its section headings use (0 when none)."""
    levels = {_level(raw) for raw in lines if raw.lstrip().startswith("#") and classify_heading(raw)}
    return (next(iter(levels)) if len(levels) == 1 else 0), min(levels, default=0)


def _ends_section(line: str, level: int) -> bool:
    """Whether an unknown Markdown heading ends the current section, the document's section headings being at
    Markdown ``level``: it does at that level or above (``## Hobbies`` after ``## Patents``), not deeper (``### 2023``
    under ``## Publications`` is a sub-heading), and never when it names a year or a number."""
    here = _level(line)
    text = _heading_text(line)
    return 0 < here <= level and bool(text) and not text[0].isdigit()


#: A page number at the end of a line, set apart from the text before it (a dash, a bar, wide spacing, "page"), or
#: a line that is a page count alone ("3 / 7"): the mark of a running header or footer.
_PAGE_MARK = re.compile(r"(?:(?P<text>.*\S)(?:\s+[—–|·-]\s+|\s{2,}|\s+(?=page\b))|^(?=.*(?:/|of|page|\|)))\s*"
                        r"(?:page\s+)?(?P<page>\d{1,3})(?:\s*(?:/|of|\|)\s*\d{1,3})?\s*$", re.IGNORECASE)
#: A page's number and the count of pages alone on a line: "2 / 7", "1 | 4", "3 of 9".
_PAGE_COUNT = re.compile(r"(?P<text>)(?:page\s+)?(?P<page>\d{1,3})\s*(?:/|of|\|)\s*\d{1,3}", re.IGNORECASE)
#: How near a page's break (a form feed, a page number's line) a line written again and again is a running header or
#: footer ("Curriculum Vitae – Ann Li" on the top line of every page): lines between, blank lines not counted.
_NEAR_BREAK = 2


def running_lines(lines: tuple[str, ...] | list[str]) -> set[int]:
    """The lines (1-based) of a running header or footer that text pasted from a PDF keeps: a line written again
    and again with only its page number changing, the numbers rising ("Ann Li — CV — page 2", "2 / 7").

    >>> sorted(running_lines(["Ann Li — CV   1", "Publications", "1 / 2", "Ann Li — CV   2", "2 / 2"]))
    [1, 3, 4, 5]
    >>> running_lines(["Reviewer, ICML 2021", "Reviewer, ICML 2022", "Talk 1", "Talk 2", "1", "2"])
    set()
    """
    groups: dict[str, list[tuple[int, int]]] = {}
    for number, line in enumerate(lines, start=1):
        m = (_PAGE_COUNT.fullmatch(line.strip()) or _PAGE_MARK.fullmatch(line.strip())) if len(line) <= 160 else None
        if m:
            key = re.sub(r"\d+", "#", " ".join((m.group("text") or "").split()).lower())
            groups.setdefault(key, []).append((number, int(m.group("page"))))
    numbered = {number for found in groups.values() if len(found) >= 2
                and all(a[1] < b[1] for a, b in zip(found, found[1:])) for number, _ in found}
    return numbered | _repeated_at_breaks(lines, numbered)


def _repeated_at_breaks(lines: Sequence[str], numbered: set[int]) -> set[int]:
    """Lines written again and again, each time next to a page's break (a form feed, a running line with the page
    number): a header or footer with no number of its own ("Curriculum Vitae – Ann Li", "A. Li – CV").

    >>> doc = ["CV – Ann Li", "Papers", "A. Li. T. X, 2020.", "A. Li. W. Z, 2019.", "A. Li – CV", "1 | 2",
    ...        "\\fCV – Ann Li", "A. Li. U. Y, 2021.", "A. Li. V. Y, 2022.", "A. Li – CV", "2 | 2"]
    >>> sorted(_repeated_at_breaks(doc, {6, 11}))      # (the first page's top stays: it may be the owner's name)
    [5, 7, 10]
    """
    breaks = numbered | {k for k, line in enumerate(lines, start=1) if line.startswith("\f")}
    texts = [line.strip("\f \t") for line in lines]
    filled = [k for k, t in enumerate(texts, start=1) if t]
    if not breaks or not filled:
        return set()
    breaks |= {filled[0], filled[-1]}          # the first page's top and the last page's foot
    rank = {k: i for i, k in enumerate(filled)}
    near = {filled[j] for b in breaks if b in rank
            for j in range(max(0, rank[b] - _NEAR_BREAK), min(len(filled), rank[b] + _NEAR_BREAK + 1))}
    # (a form feed opens the line it is on: that line is next to the break too)
    near |= {k for k in breaks if k not in rank}
    seen: dict[str, list[int]] = {}
    for k in filled:
        if k in near and len(texts[k - 1]) <= 100:
            seen.setdefault(" ".join(texts[k - 1].split()).lower(), []).append(k)
    # (the first page's top stays: the owner's name there is the title block's, whatever the later pages repeat)
    top = {filled[j] for j in range(min(len(filled), _NEAR_BREAK + 1))} - (breaks - {filled[0], filled[-1]})
    return {k for ks in seen.values() if len(ks) >= 2 and all(k in near for k in ks) for k in ks if k not in top}


#: A sub-heading of a publication list, in words of its own: a few words, no figures or sentence punctuation, one of
#: them a kind of work ("Monographs", "Edited volumes", "Articles in peer-reviewed journals").
_SUB_HEADING = re.compile(r"(?=.{3,60}$)[A-Z][\w'’&/-]*(?:\s+[^\W\d_][\w'’&/-]*){0,5}\s*:?")
#: How a line before a sub-heading ends when the entry on it is complete.
_ENTRY_END = re.compile(r"[.)\]”\"'’]\s*$|(?:19|20)\d{2}\s*$")


def _sub_heading(lines: Sequence[str], k: int) -> bool:
    """Whether ``lines[k]`` (0-based, running headers and footers blanked) is a sub-heading of a publication list
    directly above its first entry, as text pasted from a PDF gives it: words of its own naming a kind of work, after
    a blank line, a heading or a complete entry, and the next line starting a reference.

    >>> _sub_heading(["", "Monographs", "Duval, H., The Merchant's Conscience (Cambridge, 2021)."], 1)
    True
    >>> _sub_heading(["Li, A., 'Bread in the", "Journals of Rome', Speculum (2020).", "Li, A., 'X', Y (2021)."], 1)
    False
    """
    if len(lines[k]) > 120 or not KIND_OF_WORK.search(lines[k]):
        return False            # (cheap checks first: this runs on every line of a document)
    text = clean(lines[k]).strip()
    before = lines[k - 1].strip() if k else ""
    after = lines[k + 1] if k + 1 < len(lines) else ""
    return bool(_SUB_HEADING.fullmatch(text) and KIND_OF_WORK.search(text)
                and (not before or _ENTRY_END.search(before) or classify_heading(before))
                and REFERENCE_START.match(strip_marker(clean(after).strip())[1]))


#: A line that may head a section of its own: a few words, no figures or sentence punctuation ("Orientações",
#: "Dissertação de mestrado", "Software", "Outreach").
_HEADING_LIKE = re.compile(r"(?=.{3,60}$)[^\W\d_][^\d.,;:()\[\]|]*(?<![\s-])")
_PATENT_WORD = re.compile(r"(?i)patent|brevet|erfindung|invention|inventor|registr|granted|issued|pending|filed"
                          r"|applications?|pedidos?|utility|design|专利")


def _ends_patents(lines: Sequence[str], k: int) -> bool:
    """Whether ``lines[k]`` (0-based), unmarked, under a patents heading, is the heading of a section the table does
    not know ("Orientações", "Software", "Outreach"): a few words of their own, after a blank line or a complete
    entry, over entries that name no patent (no patent number, no word of one), as a country's or a status's
    sub-heading of the list ("United States", "Granted") would.

    >>> _ends_patents(["1. A. Li. Widget. US 1234567 B2, 2020.", "", "Software", "1. Gauss, a solver, 2021."], 2)
    True
    >>> _ends_patents(["1. A. Li. Widget. US 1234567 B2, 2020.", "", "United States", "1. Cog. US 7654321, 2021."], 2)
    False
    """
    text = clean(lines[k]).strip()
    if len(text.split()) > 6 or not _HEADING_LIKE.fullmatch(text) or _PATENT_WORD.search(text):
        return False
    before = lines[k - 1].strip() if k else ""
    if before and not _ENTRY_END.search(before):
        return False
    below = [line for line in lines[k + 1:k + 6] if line.strip()][:3]
    return bool(below) and not any(PATENT_NUMBER.search(line) or _PATENT_WORD.search(line) for line in below)


_UNDERLINES = {"=": 1, "#": 1, "*": 1, "-": 2, "~": 3, "^": 3, "+": 3, "'": 3, '"': 3, "`": 3, ":": 3, ".": 3}


#: The words of a heading the table may not know, underlined right under an entry ("Working Papers"): a few words
#: opening with a capital, no sentence punctuation or brackets (not the end of a note: " equal contribution)").
_UNDERLINED_HEADING = re.compile(r"[A-ZÀ-Þ\u4e00-\u9fff][^.,;()\[\]{}]{0,58}:?")


def _underlined_as_headings(lines: tuple[str, ...]) -> tuple[str, ...]:
    """Lines underlined as headings (Markdown's setext headings, reStructuredText's sections: a line of text over a
    line of ``=`` or ``-`` or ``~`` at least about as long) written as ``#`` headings of the level the underline
    character gives, so one rule reads them all; the underlines stay (they are skipped after a heading).

    >>> _underlined_as_headings(("Publications et production scientifique", "=" * 40, "2014", "- A, B. *T*. X."))
    ('# Publications et production scientifique', '========================================', '2014', '- A, B. *T*. X.')

    The last line of a paragraph over a rule is no heading, unless it names a section ("(Exported from a profile;" /
    " added manually)" / "-----" closes a note):

    >>> _underlined_as_headings(("(Exported from a profile; # marks", " equal contribution)", "-" * 40))[1]
    ' equal contribution)'
    >>> _underlined_as_headings(("Doe, J. (2021). Robust estimation. Biometrika, 108.", "Working Papers", "-" * 14))[1]
    '## Working Papers'
    """
    out = list(lines)
    for k in range(len(lines) - 1):
        text, rule = lines[k].strip(), lines[k + 1].strip()
        if not text or not rule or MARKDOWN_HEADING.match(lines[k]) or re.match(r"[-*+•]\s", text) \
                or len(set(rule)) != 1 or rule[0] not in _UNDERLINES or len(rule) < max(3, 0.6 * len(text)) \
                or SETEXT_RULE.fullmatch(text) or len(text) > 120:
            continue
        above = lines[k - 1].strip() if k else ""
        if above and not SETEXT_RULE.fullmatch(above) and not classify_heading(text) \
                and not _UNDERLINED_HEADING.fullmatch(text):
            continue
        out[k] = "#" * _UNDERLINES[rule[0]] + " " + text
    return tuple(out)


def split_sections(doc: Document, first: str = "profile", furniture: set[int] | None = None) -> tuple[Section, ...]:
    """Split a document into sections; the lines before the first heading form the ``profile`` section.

    Setext underlines (``======``) after a heading are part of the heading; running headers and footers
    (:func:`running_lines`) belong to no section, wherever they fall.  A section ends at the next heading of
    any kind: a heading of the table starts its section, and, where the document puts all its known section headings
    at one Markdown level, an unknown heading at that level or above starts a section named ``other`` (so a patents
    list does not run on into ``## Hobbies``).

    >>> from loaders.formats.text import parse_document
    >>> doc = parse_document("刘运卓\\n\\n🎓 教育背景\\n上海交通大学\\nPUBLICATIONS\\n1. A\\n".encode(), source="x")
    >>> [(s.name, s.heading_line, [l.number for l in s.lines]) for s in split_sections(doc)]
    [('profile', None, [1]), ('education', 3, [4]), ('publications', 5, [6])]
    >>> doc = parse_document("## Patents\\n- CN1\\n### 2023\\n- CN2\\n## Hobbies\\nchess\\n".encode(), source="x")
    >>> [(s.name, [l.number for l in s.lines]) for s in split_sections(doc)]
    [('patents', [2, 3, 4]), ('other', [6])]

    ``first`` names the section the document starts in: ``profile`` for a CV, the including section for a part of
    one (a LaTeX ``\\input`` file read under ``Publications``).  ``furniture`` is :func:`running_lines` of the
    document when the caller has it already.
    """
    sections: list[Section] = []
    name, heading, heading_line = first, None, None
    shown = _underlined_as_headings(doc.lines)
    level, top = _section_levels(shown)
    current: list[Line] = []
    furniture = running_lines(doc.lines) if furniture is None else furniture
    plain = [("" if number in furniture else raw) for number, raw in enumerate(shown, start=1)]
    for number, raw in enumerate(plain, start=1):
        if not raw.strip():
            continue
        if SETEXT_RULE.fullmatch(raw) and heading_line is not None and not current:
            continue
        found = classify_heading(raw)
        if found is None and name in ("publications", "patents") and _sub_heading(plain, number - 1):
            found = (name, "")      # "Monographs" right above its first entry: a sub-heading, not the entry's
        head = raw.split("\t")[0]
        if found is None and name == "patents" and not MARKDOWN_HEADING.match(raw) and _ends_patents(plain, number - 1):
            found = ("other", "")       # "Orientações" after a Lattes CV's patents: a section the table does not know
        if found is None and name != "profile" and (
                _ends_section(head, level)
                or 0 < _level(head) == top < _level(heading or "") and not _heading_text(head)[:1].isdigit()
                or 0 < _level(head) == _level(heading or "") and not _heading_text(head)[:1].isdigit()
                and not re.search(r"\d", _heading_text(head))):
            # ... or at the level of the current section's heading ("## Seminarios" after "## Publicaciones")
            # an unknown heading at the document's section level, or at the top level its sections use, above the
            # current section's own heading ("# Estudios" after "## Publicaciones", "# Experiencia" at the top),
            # starts a section of its own
            found = ("other", raw.split("\t", 1)[1].strip() if "\t" in raw else "")
        if found and found[0] == name and not found[1] and 0 < _level(heading or "") < _level(head):
            found = None            # a deeper heading of the same kind ("### Journal articles") is a sub-heading
        if found:
            sections.append(Section(name, heading, heading_line, tuple(current)))
            name, heading, heading_line = found[0], raw.strip(), number
            current = [Line(number, found[1])] if found[1] else []
            continue
        current.append(Line(number, raw))
    sections.append(Section(name, heading, heading_line, tuple(current)))
    return tuple(s for s in sections if s.lines or s.heading_line is not None)
