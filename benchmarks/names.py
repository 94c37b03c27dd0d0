"""Name and title vocabularies of the generated CV corpus (data only, no logic).

Chinese surnames with their approximate share of the population (Han characters, pinyin; the most common first, so
that many generated people share a surname), common given-name characters, Western names, and the words generated
paper and patent titles are built from.  Sources: the 2020 census surname ranking (rounded shares) and common
given-name characters of Chinese first-name statistics; US census surnames and SSA given names for Western names.

>>> SURNAMES[0]
('王', 'Wang', 7.1)
>>> all(len(han) == 1 for han, _ in GIVEN)
True
"""

from __future__ import annotations

__all__ = ["SURNAMES", "GIVEN", "COMMON_GIVEN", "WESTERN_GIVEN", "WESTERN_FAMILY", "TITLE_SYSTEMS", "TITLE_ADJ",
           "TITLE_NOUNS", "TITLE_DOMAINS", "PATENT_TOPICS", "PATENT_KINDS"]

#: (Han, pinyin, share in percent); 许/徐 (Xu), 汪/王 (Wang), 于/余 (Yu) are different surnames read alike
SURNAMES: tuple[tuple[str, str, float], ...] = (
    ("王", "Wang", 7.1), ("李", "Li", 7.0), ("张", "Zhang", 6.7), ("刘", "Liu", 5.4), ("陈", "Chen", 4.5),
    ("杨", "Yang", 3.1), ("黄", "Huang", 2.2), ("赵", "Zhao", 2.0), ("吴", "Wu", 2.0), ("周", "Zhou", 1.9),
    ("徐", "Xu", 1.5), ("孙", "Sun", 1.5), ("马", "Ma", 1.3), ("朱", "Zhu", 1.3), ("胡", "Hu", 1.1),
    ("郭", "Guo", 1.1), ("何", "He", 1.0), ("林", "Lin", 0.9), ("高", "Gao", 0.9), ("罗", "Luo", 0.9),
    ("郑", "Zheng", 0.8), ("梁", "Liang", 0.8), ("谢", "Xie", 0.7), ("宋", "Song", 0.6), ("唐", "Tang", 0.6),
    ("许", "Xu", 0.6), ("韩", "Han", 0.6), ("冯", "Feng", 0.6), ("邓", "Deng", 0.6), ("曹", "Cao", 0.5),
    ("彭", "Peng", 0.5), ("曾", "Zeng", 0.5), ("肖", "Xiao", 0.5), ("田", "Tian", 0.4), ("董", "Dong", 0.4),
    ("潘", "Pan", 0.4), ("袁", "Yuan", 0.4), ("蔡", "Cai", 0.4), ("蒋", "Jiang", 0.4), ("余", "Yu", 0.4),
    ("于", "Yu", 0.4), ("杜", "Du", 0.4), ("叶", "Ye", 0.4), ("程", "Cheng", 0.4), ("魏", "Wei", 0.3),
    ("苏", "Su", 0.3), ("丁", "Ding", 0.3), ("任", "Ren", 0.3), ("沈", "Shen", 0.3), ("姚", "Yao", 0.3),
    ("卢", "Lu", 0.3), ("钟", "Zhong", 0.3), ("姜", "Jiang", 0.3), ("崔", "Cui", 0.3), ("谭", "Tan", 0.3),
    ("范", "Fan", 0.2), ("汪", "Wang", 0.2), ("陆", "Lu", 0.2), ("金", "Jin", 0.2), ("石", "Shi", 0.2),
    ("戴", "Dai", 0.2), ("贾", "Jia", 0.2), ("夏", "Xia", 0.2), ("方", "Fang", 0.2), ("侯", "Hou", 0.2),
    ("邹", "Zou", 0.2), ("熊", "Xiong", 0.2), ("孟", "Meng", 0.2), ("秦", "Qin", 0.2), ("白", "Bai", 0.2),
    ("江", "Jiang", 0.2), ("薛", "Xue", 0.2), ("尹", "Yin", 0.2), ("雷", "Lei", 0.2), ("龙", "Long", 0.1),
    ("顾", "Gu", 0.1), ("毛", "Mao", 0.1), ("邵", "Shao", 0.1), ("钱", "Qian", 0.1), ("洪", "Hong", 0.1),
    ("孔", "Kong", 0.1), ("单", "Shan", 0.05), ("欧阳", "Ouyang", 0.05),
)

#: given-name characters (Han, pinyin) with one reading each; the first ones are the most common
GIVEN: tuple[tuple[str, str], ...] = (
    ("伟", "wei"), ("军", "jun"), ("磊", "lei"), ("杰", "jie"), ("涛", "tao"), ("明", "ming"), ("超", "chao"),
    ("勇", "yong"), ("静", "jing"), ("敏", "min"), ("晓", "xiao"), ("林", "lin"), ("华", "hua"), ("建", "jian"),
    ("宇", "yu"), ("鹏", "peng"), ("浩", "hao"), ("博", "bo"), ("文", "wen"), ("新", "xin"), ("志", "zhi"),
    ("海", "hai"), ("俊", "jun"), ("辉", "hui"), ("婷", "ting"), ("欣", "xin"), ("佳", "jia"), ("思", "si"),
    ("雨", "yu"), ("子", "zi"), ("一", "yi"), ("天", "tian"), ("宏", "hong"), ("凯", "kai"), ("毅", "yi"),
    ("斌", "bin"), ("波", "bo"), ("昊", "hao"), ("然", "ran"), ("琳", "lin"), ("颖", "ying"), ("慧", "hui"),
    ("倩", "qian"), ("雪", "xue"), ("瑞", "rui"), ("泽", "ze"), ("晨", "chen"), ("阳", "yang"), ("航", "hang"),
    ("铭", "ming"), ("睿", "rui"), ("轩", "xuan"), ("峰", "feng"), ("帆", "fan"), ("东", "dong"), ("亮", "liang"),
    ("成", "cheng"), ("立", "li"), ("国", "guo"), ("运", "yun"), ("卓", "zhuo"), ("舒", "shu"), ("嘉", "jia"),
    ("琪", "qi"), ("梦", "meng"), ("璐", "lu"), ("云", "yun"), ("飞", "fei"), ("翔", "xiang"), ("坤", "kun"),
    ("振", "zhen"), ("鑫", "xin"), ("逸", "yi"), ("哲", "zhe"), ("彤", "tong"), ("悦", "yue"), ("凡", "fan"),
    ("丽", "li"), ("芳", "fang"), ("娜", "na"), ("强", "qiang"), ("刚", "gang"), ("平", "ping"), ("秀", "xiu"),
)
#: how many of the first GIVEN characters are drawn three times as often as the rest
COMMON_GIVEN = 12

WESTERN_GIVEN: tuple[str, ...] = (
    "James", "John", "Robert", "Michael", "David", "William", "Richard", "Thomas", "Daniel", "Matthew", "Mark",
    "Paul", "Andrew", "Steven", "Kevin", "Brian", "Mary", "Jennifer", "Linda", "Sarah", "Jessica", "Emily", "Anna",
    "Laura", "Maria", "Elena", "Peter", "Ramesh", "Anil", "Priya", "Min-Jun", "Ji-Hoon", "Sofia", "Lukas", "Marco",
)
WESTERN_FAMILY: tuple[str, ...] = (
    "Smith", "Johnson", "Williams", "Brown", "Jones", "Miller", "Davis", "Garcia", "Wilson", "Anderson", "Taylor",
    "Moore", "Martin", "Kim", "Park", "Nguyen", "Schmidt", "Rossi", "Kumar", "Singh", "Patel", "Sharma", "Cohen",
    "Towsley", "Sitaraman", "Novak", "Silva", "Fischer", "Weber", "Becker",
)

TITLE_SYSTEMS: tuple[str, ...] = (
    "Func", "Pipe", "Libra", "Grad", "Hydro", "Astra", "Chron", "Morph", "Swift", "Flex", "Spot", "Tide", "Quill",
    "Orca", "Raft", "Nimbus", "Helix", "Vortex", "Aegis", "Pulse", "Ember", "Zephyr", "Atlas", "Prism", "Delta",
    "Sonic", "Kite", "Mira", "Echo", "Fuse", "Lumen", "Nova", "Opal", "Rune", "Sage", "Terra", "Vega", "Wisp",
)
TITLE_ADJ: tuple[str, ...] = (
    "Efficient", "Scalable", "Fast", "Adaptive", "Contention-Aware", "Fair", "Elastic", "Robust", "Low-Latency",
    "Cost-Efficient", "Fault-Tolerant", "Decentralized", "Learned", "Predictable", "Secure", "Lightweight",
    "High-Throughput", "Energy-Efficient", "Heterogeneity-Aware", "Online",
)
TITLE_NOUNS: tuple[str, ...] = (
    "Scheduling", "Serving", "Training", "Caching", "Routing", "Congestion Control", "Resource Management",
    "Load Balancing", "Video Streaming", "Memory Disaggregation", "Packet Processing", "Model Compression",
    "Gradient Synchronization", "Checkpointing", "Autoscaling", "Query Optimization", "Network Telemetry",
    "Storage Tiering", "Container Startup", "GPU Sharing",
)
TITLE_DOMAINS: tuple[str, ...] = (
    "Deep Learning Clusters", "Serverless Platforms", "Data Center Networks", "Multi-Tenant Clouds",
    "Large Language Models", "Edge Devices", "Mobile Networks", "Programmable Switches", "Recommendation Models",
    "Heterogeneous GPUs", "Distributed Databases", "5G Core Networks", "Optical Data Centers", "Microservices",
    "Federated Learning", "Stream Processing", "Key-Value Stores", "Satellite Networks",
)
PATENT_TOPICS: tuple[str, ...] = (
    "数据包处理", "流表处理", "数据转发", "网络仿真", "缓存数据处理", "资源调度", "模型训练", "任务分配", "节点控制",
    "数据访问控制", "负载均衡", "故障检测", "流量监测", "容器启动", "显存管理", "梯度压缩",
)
PATENT_KINDS: tuple[str, ...] = (
    "方法、系统、设备和存储介质", "方法及装置", "方法、装置、处理系统", "方法、系统及装置", "方法、设备及系统",
)
