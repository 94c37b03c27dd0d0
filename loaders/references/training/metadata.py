"""Bibliographic metadata to render references from, as CSL-JSON items: the BibTeX files and the DBLP sample of
``../shared/corpus``, and items with Chinese authors, titles and venues made from fixed word lists (a seeded
random choice), so that GB/T 7714 and CV-style pinyin author lists are in the data."""

from __future__ import annotations

import html
import random
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from pathlib import Path

_BIB_TYPES = {"article": "article-journal", "inproceedings": "paper-conference", "conference": "paper-conference",
              "book": "book", "phdthesis": "thesis", "mastersthesis": "thesis", "techreport": "report",
              "misc": "article", "incollection": "chapter", "inbook": "chapter"}


def _person(name: str) -> dict:
    name = " ".join(name.replace("{", "").replace("}", "").split())
    if re.search(r"[\u4e00-\u9fff]", name):
        return {"literal": name}
    if "," in name:
        family, given = (x.strip() for x in name.split(",", 1))
    else:
        parts = name.split()
        family, given = (parts[-1], " ".join(parts[:-1])) if len(parts) > 1 else (name, "")
    return {"family": family, "given": given}


def _year(text: str) -> int | None:
    m = re.search(r"(?:19|20)\d{2}", text or "")
    return int(m.group(0)) if m else None


def from_bibtex(paths: Iterable[Path]) -> list[dict]:
    """CSL-JSON items from BibTeX files (entries without a title or a year are skipped)."""
    import bibtexparser
    from bibtexparser.middlewares import LatexDecodingMiddleware

    items = []
    for path in paths:
        try:
            lib = bibtexparser.parse_string(path.read_text(encoding="utf-8", errors="replace"),
                                            append_middleware=[LatexDecodingMiddleware()])
        except Exception:  # noqa: BLE001 - a file bibtexparser cannot read gives no items
            continue
        for e in lib.entries:
            f = {k.lower(): " ".join(str(v.value).replace("{", "").replace("}", "").split()) for k, v in e.fields_dict.items()}
            year = _year(f.get("year", ""))
            if not f.get("title") or not year:
                continue
            item = {"id": f"bib{len(items)}", "type": _BIB_TYPES.get(e.entry_type.lower(), "article"),
                    "title": f["title"], "issued": {"date-parts": [[year]]},
                    "author": [_person(a) for a in re.split(r"\s+and\s+", f.get("author", "")) if a.strip()
                               and a.strip().lower() != "others"]}
            container = f.get("journal") or f.get("booktitle")
            for key, value in (("container-title", container), ("volume", f.get("volume")),
                               ("issue", f.get("number")), ("page", f.get("pages", "").replace("--", "-")),
                               ("publisher", f.get("publisher")), ("publisher-place", f.get("address")),
                               ("DOI", f.get("doi")), ("URL", f.get("url") if not f.get("doi") else None)):
                if value:
                    item[key] = value
            if item["author"]:
                items.append(item)
    return items


def from_dblp(path: Path) -> list[dict]:
    """CSL-JSON items from a DBLP XML excerpt (ISO-8859-1, DTD entities resolved as HTML entities)."""
    text = path.read_text(encoding="iso-8859-1")
    text = re.sub(r"<!DOCTYPE[^>]*>", "", text)
    text = re.sub(r"&(\w+);", lambda m: html.unescape(m.group(0)) if m.group(1) not in ("amp", "lt", "gt")
                  else m.group(0), text)
    items = []
    for rec in ET.fromstring(text):
        if rec.tag not in ("article", "inproceedings", "incollection", "book"):
            continue
        get = lambda tag: " ".join("".join(rec.find(tag).itertext()).split()) if rec.find(tag) is not None else None  # noqa: E731
        year, title = _year(get("year") or ""), get("title")
        authors = [" ".join("".join(a.itertext()).split()) for a in rec.findall("author")]
        if not (year and title and authors):
            continue
        item = {"id": f"dblp{len(items)}", "type": "article-journal" if rec.tag == "article" else "paper-conference",
                "title": title.rstrip("."), "issued": {"date-parts": [[year]]},
                "author": [_person(re.sub(r"\s\d{4}$", "", a)) for a in authors]}
        for key, tag in (("container-title", "journal"), ("container-title", "booktitle"), ("volume", "volume"),
                         ("issue", "number"), ("page", "pages"), ("URL", "ee")):
            if get(tag) and key not in item:
                item[key] = get(tag)
        items.append(item)
    return items


_SURNAMES = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤"
_GIVEN = "伟芳娜秀敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍鹏辉宇浩凯健俊帆帅旭宁博文斌晨阳雪琳晶欣怡子轩梓涵一诺运卓波鼎缙凌云擎昊"
_ZH_TITLE = ("基于", "面向", "一种", "深度学习", "分布式", "大规模", "异构", "云计算", "边缘计算", "联邦学习", "图神经网络",
             "调度", "优化", "方法", "系统", "框架", "研究", "算法", "模型", "数据中心", "网络", "存储", "推理", "训练",
             "高效", "低延迟", "资源管理", "负载均衡", "隐私保护", "容错")
_ZH_VENUES = ("计算机学报", "软件学报", "计算机研究与发展", "中国科学: 信息科学", "通信学报", "电子学报", "自动化学报",
              "计算机科学", "清华大学学报(自然科学版)", "第十九届全国计算机体系结构学术会议")
_EN_VENUES = ("Proceedings of the ACM SIGCOMM Conference", "IEEE INFOCOM", "USENIX Symposium on Networked Systems "
              "Design and Implementation (NSDI)", "IEEE Transactions on Parallel and Distributed Systems",
              "ACM Symposium on Cloud Computing", "International Conference on Machine Learning",
              "Proceedings of the VLDB Endowment", "IEEE/ACM Transactions on Networking", "EuroSys",
              "ACM Computing Surveys", "arXiv preprint arXiv:2407.02031")


def _han_name(rng: random.Random) -> str:
    return rng.choice(_SURNAMES) + "".join(rng.choice(_GIVEN) for _ in range(rng.choice((1, 2, 2))))


def chinese_items(n: int, seed: int = 7) -> list[dict]:
    """``n`` items with Chinese authors: half written in Han characters with Chinese titles and venues, half in
    pinyin with English titles (as CVs write them)."""
    from pypinyin import Style, pinyin

    rng = random.Random(seed)
    items = []
    for k in range(n):
        names = [_han_name(rng) for _ in range(rng.randint(1, 8))]
        year = rng.randint(2005, 2026)
        if k % 2 == 0:
            title = "".join(rng.sample(_ZH_TITLE, rng.randint(3, 6)))
            authors = [{"literal": x} for x in names]
            venue = rng.choice(_ZH_VENUES)
        else:
            title = " ".join(w.capitalize() if i == 0 else w for i, w in enumerate(
                rng.sample("efficient scalable serving of large models with adaptive scheduling for gpu clusters "
                           "in the wild towards fast and fair resource sharing via learned placement".split(),
                           rng.randint(4, 10))))
            authors = []
            for x in names:
                syl = [p[0] for p in pinyin(x, style=Style.NORMAL)]
                authors.append({"family": syl[0].capitalize(), "given": "".join(syl[1:]).capitalize()})
            venue = rng.choice(_EN_VENUES)
        item = {"id": f"zh{k}", "type": rng.choice(("article-journal", "paper-conference")), "title": title,
                "author": authors, "container-title": venue, "issued": {"date-parts": [[year]]}}
        if rng.random() < 0.6:
            item["volume"] = str(rng.randint(1, 60))
            item["issue"] = str(rng.randint(1, 12))
        if rng.random() < 0.7:
            a = rng.randint(1, 3000)
            item["page"] = f"{a}-{a + rng.randint(5, 20)}"
        if rng.random() < 0.3:
            item["DOI"] = f"10.{rng.randint(1000, 9999)}/{rng.randint(100000, 999999)}"
        items.append(item)
    return items


_ACRONYMS = ("NSDI", "OSDI", "SOSP", "EuroSys", "ATC", "SIGCOMM", "MobiCom", "INFOCOM", "ICNP", "ToN", "TPDS",
             "SoCC", "MLSys", "ICML", "NeurIPS", "ICLR", "CVPR", "KDD", "VLDB", "SIGMOD", "ICDE", "HPCA", "ISCA",
             "ASPLOS", "PPoPP", "SC", "CCGrid", "ICDCS", "IWQoS", "APNet", "HotNets", "CoNEXT", "Sigmetrics",
             "IEEE TPDS", "ACM MM", "WWW", "AAAI", "IJCAI", "ACL", "EMNLP", "JSAC", "TMC", "TON", "TOCS")


def cv_variants(items: list[dict], seed: int = 11) -> list[dict]:
    """Items as CVs write them: a third with the venue as an acronym (``NSDI``, ``MobiCom '23``), a third with the
    title in Title Case, a fifth with a ``Name: subtitle`` title (``X-Plane: A High-Throughput ...``)."""
    rng = random.Random(seed)
    out = []
    for item in items:
        v = dict(item, id=item["id"] + "v")
        r = rng.random()
        if r < 0.35:
            acro = rng.choice(_ACRONYMS)
            year = str(item["issued"]["date-parts"][0][0])
            v["container-title"] = rng.choice((acro, f"{acro} {year}", f"{acro} '{year[2:]}", f"Proc. of {acro}",
                                               f"Proceedings of {acro} {year}"))
        if rng.random() < 0.5:
            v["title"] = " ".join("-".join(x[:1].upper() + x[1:] for x in w.split("-")) if len(w) > 3 or i == 0
                                  else w for i, w in enumerate(v["title"].split()))
        if rng.random() < 0.2:
            name = rng.choice(("X-Plane", "TROD", "FuncPipe", "LIBRA", "Grad", "FastIOV", "Prism", "Bifrost",
                               "AutoML-Lite", "ZeRO++", "Hydra", "Pollux", "DeepSpeed-MoE"))
            v["title"] = f"{name}: {v['title']}"
        out.append(v)
    return out


def corpus_items(shared: Path) -> list[dict]:
    """Every item the shared corpus gives (BibTeX files and the DBLP sample)."""
    bibs = sorted(p for p in shared.rglob("*") if p.is_file() and (p.suffix == ".bib" or p.name.endswith("_bib.txt")
                                                                 or p.name in ("fgd-atc23.txt", "prism-nsdi25.txt")))
    items = from_bibtex(bibs)
    dblp = shared / "dblp" / "dblp_demo.xml"
    if dblp.exists():
        items += from_dblp(dblp)
    return items
