"""vanuatu.batch on a Dask cluster (the extra 'dask'): two worker processes."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

#: Each test starts a local Dask cluster: left out of the quick loop.
pytestmark = pytest.mark.slow

pytest.importorskip("dask.bag")
distributed = pytest.importorskip("distributed")

from vanuatu import Record  # noqa: E402
from vanuatu.batch import FAILED, LEGAL, validate_many  # noqa: E402
from vanuatu.cli import main  # noqa: E402

ROOT = Path(__file__).resolve().parents[3]
OPENING = Record.load(ROOT / "examples" / "records" / "opening-4p.vnt")


@pytest.fixture(scope="module")
def client() -> Iterator[Any]:
    cluster = distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0",
        silence_logs=logging.ERROR,
    )
    with distributed.Client(cluster) as c:
        yield c
    cluster.close()


@pytest.fixture
def archive(tmp_path: Path) -> Path:
    parts = [OPENING.to_text()] * 30 + ["Players: 3\nVariant: chess\nP0 fish\n"]
    parts += [OPENING.to_text().replace("P0 plan buy transport", "P0 plan sell sell")]
    parts += [OPENING.to_text()] * 30
    path = tmp_path / "club.vnt"
    path.write_text("".join(parts), encoding="utf-8")
    return path


def test_a_dask_cluster_gives_the_results_of_one_process(client: Any, archive: Path) -> None:
    sources = [archive, archive.parent, archive]
    one = list(validate_many(sources, jobs=1))
    # small partitions, so that both workers get some
    from vanuatu.batch import record_texts
    from vanuatu.batch.cluster import run_dask
    from vanuatu.records import validate_text

    small = list(run_dask(record_texts(sources), client, partition_size=8, time_limit=None,
                          validator=validate_text))
    assert small == one
    assert list(validate_many(sources, client=client)) == one
    assert [r.verdict for r in one[:30]] == [LEGAL] * 30
    assert (one[30].verdict, one[31].rule) == ("unreadable", "R4.3")


def faulty_validator(text: str) -> Any:
    raise RuntimeError("a fault of the library")


def test_a_fault_while_validating_is_a_failed_record(client: Any) -> None:
    [result] = validate_many([Record.parse(OPENING.to_text())], client=client,
                             validator=faulty_validator)
    assert result.verdict == FAILED
    assert result.error == "internal error: RuntimeError: a fault of the library"


def test_the_command_line_on_a_local_cluster(
    capsys: pytest.CaptureFixture[str], archive: Path
) -> None:
    assert main(["validate", "--jobs", "1", str(archive)]) == 2
    expected = capsys.readouterr().out
    assert main(["validate", "--dask", "local", "--jobs", "2", str(archive)]) == 2
    out, err = capsys.readouterr()
    assert out == expected
    assert err == ""


def test_cluster_map_keeps_the_order(client: Any) -> None:
    from vanuatu.batch.cluster import cluster_map

    assert list(cluster_map(client, abs, range(-20, 20), partition_size=3)) == [
        abs(i) for i in range(-20, 20)
    ]


def without_times(out: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(out)
    for bot in data["bots"]:
        del bot["ms_per_decision"]  # processor time: the only figure that varies
    return data


def test_the_arena_on_a_cluster_gives_the_results_of_one_process(
    capsys: pytest.CaptureFixture[str], client: Any, tmp_path: Path
) -> None:
    match = ["arena", "--players", "3", "--bots", "heuristic,random,random", "--games", "6",
             "--seed", "4", "--json"]
    assert main([*match, "--jobs", "1"]) == 0
    expected = without_times(capsys.readouterr().out)
    assert main([*match, "--dask", client.scheduler.address, "--records", str(tmp_path)]) == 0
    out, err = capsys.readouterr()
    assert (without_times(out), err) == (expected, "")
    assert len(list(tmp_path.iterdir())) == 6
