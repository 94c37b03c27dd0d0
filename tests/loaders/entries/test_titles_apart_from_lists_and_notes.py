"""Where a title starts and ends beside what is no part of it:

- a title that opens on "In" ("In Situ ...", "In Case of ...", "In the Shadow of ...") keeps it; "In Proceedings",
  "In J. Doe (Ed.)", "In ICML" before a venue stay the venue's marker;
- a journal in italics after the title's full stop is the venue whole, though the reference parser ran the title
  into its first words ("... the CSAT. *Learning and Individual Differences*"), and a number inside a title ("PISA
  2018") keeps the title whole;
- an author list closed by a colon ("SUZUKI Yui, MORI Takumi: Title", as Japanese lists are written) keeps its last
  name, and a system's name opening a title ("InArt: ...") is no author;
- "(in Japanese)" after a title is a note on its language.

Expected values written by reading each reference.
"""

from __future__ import annotations

import pytest

from tests.loaders.cvtext import paper_of


@pytest.mark.parametrize("text, title, venue", [
    ("Hartley, M. and Osei, K. (2020) In Case of Failure: Recovery Strategies for Offshore Wind Farms. Renewable "
     "Energy, 150, pp. 12-20.", "In Case of Failure: Recovery Strategies for Offshore Wind Farms", "Renewable Energy"),
    ("Osei, K. (2021) In Situ Measurement of Soil Moisture Under Drought. Geoderma, 90, 103-110.",
     "In Situ Measurement of Soil Moisture Under Drought", "Geoderma"),
    ("Brandt, L. (2018) In the Shadow of the Plague: Grain Prices in Lübeck. Past and Present, 12, 1-20.",
     "In the Shadow of the Plague: Grain Prices in Lübeck", "Past and Present"),
    ("Brandt, L. (2018) Grain prices in Lübeck. In Proceedings of the Economic History Congress, pp. 1-9.",
     "Grain prices in Lübeck", "Proceedings of the Economic History Congress"),
    ("Brandt, L. (2018) Grain prices in Lübeck. In J. Doe (Ed.), Handbook of Prices (pp. 1-9). Springer.",
     "Grain prices in Lübeck", "Handbook of Prices"),
])
def test_a_title_opening_on_in(text, title, venue):
    record = paper_of(text)
    assert (record.title, record.venue) == (title, venue)


@pytest.mark.parametrize("text, title, venue", [
    ("Moon, Ha-eun; Seo, Jin; Yi, So-ra (2020). Private tutoring and mathematics self-concept: A multilevel "
     "analysis of PISA 2018 Korea data. *Contemporary Educational Psychology*, *63*, 101921.",
     "Private tutoring and mathematics self-concept: A multilevel analysis of PISA 2018 Korea data",
     "Contemporary Educational Psychology"),
    # the reference parser's own cut ("... for the" | "CSAT. Learning and ...") mended as before: a word of capitals
    ("Seo, Jin; Moon, Ha-eun; & Lee, Da-som (2017). Academic buoyancy and test anxiety among high school students "
     "preparing for the CSAT. *Learning and Individual Differences*, *55*, 120–129.",
     "Academic buoyancy and test anxiety among high school students preparing for the CSAT",
     "Learning and Individual Differences"),
])
def test_the_journal_in_italics_ends_the_title(text, title, venue):
    record = paper_of(text)
    assert (record.title, record.venue) == (title, venue)


def test_a_list_closed_by_a_colon_keeps_its_last_name():
    record = paper_of("KATO Rin, ONO Ai, MORI Takumi: Slip Detection with Magnetic Skin Sensors (in Japanese), "
                   "Journal of the Robotics Society of Japan, Vol. 38, No. 4, pp. 345–352, 2020.")
    assert [a.text for a in record.authors] == ["KATO Rin", "ONO Ai", "MORI Takumi"]
    assert record.title == "Slip Detection with Magnetic Skin Sensors"
    assert record.notes == ("in Japanese",)


def test_a_system_name_opening_a_title_is_no_author():
    record = paper_of("Ann Li, Bo Wu, InArt: In-Network Aggregation for Distributed Training, International World "
                   "Wide Web Conference, 2024.")
    assert [a.text for a in record.authors] == ["Ann Li", "Bo Wu"]
    assert record.title.startswith("InArt: In-Network Aggregation")
