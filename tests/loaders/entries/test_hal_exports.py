"""HAL's exports of a researcher's publications: a communication's venue is the meeting set in italics after the
title, without the date, place and HAL identifier that follow it ("*25e Congrès Français de Mécanique (CFM 2022)*,
Aug 2022, Nantes, France. ⟨hal-03802211⟩")."""

from __future__ import annotations

import pytest

from loaders.entries.citations import parse_citation
from loaders.model import PaperRecord, Span


@pytest.mark.parametrize("text, title, venue", [
    ("Claire Lefèvre, Hugo Bernard. Modélisation multi-échelle de la plasticité des alliages de titane élaborés par "
     "fabrication additive. *25e Congrès Français de Mécanique (CFM 2022)*, Aug 2022, Nantes, France. "
     "⟨hal-03802211⟩",
     "Modélisation multi-échelle de la plasticité des alliages de titane élaborés par fabrication additive",
     "25e Congrès Français de Mécanique (CFM 2022)"),
    ("Claire Lefèvre, Franz Roters. Twinning-induced hardening in AZ31 magnesium sheets. *TMS 2017 Annual Meeting & "
     "Exhibition*, Feb 2017, San Diego, United States. ⟨hal-01512345⟩",
     "Twinning-induced hardening in AZ31 magnesium sheets", "TMS 2017 Annual Meeting & Exhibition"),
])
def test_the_meeting_in_italics_is_the_venue(text, title, venue):
    r = parse_citation(text, Span("cv.md", 60, 60))
    assert isinstance(r, PaperRecord)
    assert (r.title, r.venue) == (title, venue)
