"""``scholarkg render GRAPH -o network.html``: the collaboration network of a built graph as a page and exports.

Register it in :func:`graph.cli.commands.build_parser` with ``add_render_parser(sub)``; it sets ``func=cmd_render``.

>>> import argparse
>>> parser = argparse.ArgumentParser(prog="scholarkg"); sub = parser.add_subparsers(dest="command")
>>> add_render_parser(sub)
>>> args = parser.parse_args(["render", "kg.trig", "--focus", "江波", "--depth", "2", "--years", "2020-"])
>>> args.func is cmd_render, args.output, args.focus, args.depth, args.years, args.max_nodes
(True, 'network.html', '江波', 2, (2020, None), 5000)
"""

from __future__ import annotations

import argparse
import re
import sys
from typing import Any

__all__ = ["add_render_parser", "cmd_render", "parse_years", "parse_max_nodes", "add_max_nodes_option"]

_YEARS = re.compile(r"^\s*(\d{4})?\s*-\s*(\d{4})?\s*$|^\s*(\d{4})\s*$")  # "2020-2023", "2020-", "-2023", "2023"


def parse_years(text: str) -> tuple[int | None, int | None]:
    """A year range as written on the command line: ``2020-2023``, ``2020-``, ``-2023`` or ``2023``.

    >>> parse_years("2020-2023"), parse_years("2020-"), parse_years("2023")
    ((2020, 2023), (2020, None), (2023, 2023))
    >>> parse_years("last year")
    Traceback (most recent call last):
    ...
    argparse.ArgumentTypeError: a year range is written 2020-2023, 2020-, -2023 or 2023, not 'last year'
    """
    m = _YEARS.match(text)
    if not m or not any(m.groups()):
        raise argparse.ArgumentTypeError(f"a year range is written 2020-2023, 2020-, -2023 or 2023, not {text!r}")
    if m.group(3):
        return int(m.group(3)), int(m.group(3))
    return (int(m.group(1)) if m.group(1) else None, int(m.group(2)) if m.group(2) else None)


def parse_max_nodes(text: str) -> int:
    """The ``--max-nodes`` of the command line: a count of persons, 0 for all.

    >>> parse_max_nodes("5000"), parse_max_nodes("0")
    (5000, 0)
    >>> parse_max_nodes("-1")
    Traceback (most recent call last):
    ...
    argparse.ArgumentTypeError: --max-nodes takes a number of persons (0 = all), not '-1'
    """
    try:
        value = int(text)
    except ValueError:
        value = -1
    if value < 0:
        raise argparse.ArgumentTypeError(f"--max-nodes takes a number of persons (0 = all), not {text!r}")
    return value


def add_max_nodes_option(parser: argparse.ArgumentParser) -> None:
    """Add ``--max-nodes N`` (persons drawn on the page; default ``graph.network.projection.DEFAULT_MAX_NODES``)."""
    from graph.network.projection import DEFAULT_MAX_NODES

    parser.add_argument("--max-nodes", type=parse_max_nodes, default=DEFAULT_MAX_NODES, metavar="N",
                        help=f"draw at most N persons, the most connected (default {DEFAULT_MAX_NODES}; 0 = all); "
                             "the page says what it leaves out")


def add_render_parser(subparsers: Any) -> None:
    """Add the ``render`` subcommand to an argparse subparsers object."""
    from graph.network.projection import WORK_KINDS

    p = subparsers.add_parser("render", help="draw the collaboration network of a built graph as one HTML page",
                              description="Draw the co-authorship network of GRAPH (a .trig, .nq or .ttl file "
                                          "written by `scholarkg build`) as a self-contained HTML page.")
    p.add_argument("graph", metavar="GRAPH", help="the knowledge graph (.trig, .nq, .ttl, .jsonld) or a store folder (build --store)")
    p.add_argument("-o", "--output", default="network.html", help="the HTML page to write (default network.html)")
    p.add_argument("--focus", metavar="NAME", help="only the ego network of this person (IRI or any alias)")
    p.add_argument("--depth", type=int, default=1, help="radius of the ego network (default 1)")
    p.add_argument("--min-weight", type=int, default=1, metavar="W", help="drop edges with fewer joint works")
    p.add_argument("--kind", choices=WORK_KINDS, default="all", help="which works join people (default all)")
    p.add_argument("--years", type=parse_years, metavar="FROM-TO", help="only works of these years: 2020-2023")
    p.add_argument("--drop-isolated", action="store_true", help="leave out persons without a collaboration")
    p.add_argument("--title", default="Collaboration network", help="the page title")
    add_max_nodes_option(p)
    p.add_argument("--graphml", metavar="FILE", help="also write GraphML (the whole network, whatever --max-nodes)")
    p.add_argument("--gexf", metavar="FILE", help="also write GEXF for Gephi (the whole network)")
    p.add_argument("--csv", metavar="FILE", help="also write the edge list as CSV (the whole network)")
    p.set_defaults(func=cmd_render)


def cmd_render(args: argparse.Namespace) -> int:
    """Run ``scholarkg render``: 0 when the page was written, 2 when the graph or an option is unusable. The page
    draws at most ``--max-nodes`` persons; the exports hold the whole network. Both are said on stderr."""
    from graph.errors import GraphError
    from graph.network.projection import assign_communities, cap_network, coauthor_network, network_summary
    from graph.network.exports import write_edgelist_csv, write_gexf, write_graphml
    from graph.network.page import render_html
    from graph.rdf.sparql import read_dataset

    try:
        ds = read_dataset(args.graph)
        exports = [(option, write) for option, write in (("graphml", write_graphml), ("gexf", write_gexf),
                                                         ("csv", write_edgelist_csv)) if getattr(args, option)]
        # the page finds its communities among the persons it draws, as the build's page does; the exports carry
        # those of the whole network, found once: after the cap (a capped page's persons are copies without them),
        # before the page (an uncapped page is the whole network and uses them)
        G = coauthor_network(ds, kind=args.kind, years=args.years, min_weight=args.min_weight, focus=args.focus,
                             depth=args.depth, drop_isolated=args.drop_isolated, communities=False)
        drawn = cap_network(G, args.max_nodes)
        if exports:
            G.graph["communities"] = assign_communities(G)
        out = render_html(drawn, args.output, title=args.title, max_nodes=args.max_nodes)
        written = [str(out)]
        for option, write in exports:
            write(G, getattr(args, option))
            written.append(getattr(args, option))
    except (GraphError, OSError, ValueError, SyntaxError) as exc:
        print(f"error: {args.graph}: {exc}", file=sys.stderr)
        return 2
    print(f"drew {network_summary(drawn)}", file=sys.stderr)
    if drawn is not G and len(written) > 1:
        print(f"exported the whole network: {network_summary(G)}", file=sys.stderr)
    print(f"wrote {', '.join(written)}", file=sys.stderr)
    return 0
