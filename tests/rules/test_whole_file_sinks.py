"""Sinks behind a whole-file regex (a rare word for Semgrep's prefilter) still match in a file of
their own: a rule's test file holds every form at once, so it cannot show a regex that misses
one (docs/rule-pack-speed.md, session 45)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.pack import RULES_DIR, scan_report

SECURITY = RULES_DIR / "python" / "security"

CASES = {
    "quart-session": (
        "python-trust-boundary-session-taint",
        """\
from quart import Quart, request, session

app = Quart(__name__)


@app.route("/theme", methods=["POST"])
async def theme():
    form = await request.form
    session["theme"] = form["theme"]
    return "ok"
""",
        9,
    ),
    "flask-session-helper": (
        "python-trust-boundary-session-taint",
        """\
from flask import Flask, request, session

app = Flask(__name__)


def remember_role(role):
    session["role"] = role


@app.route("/role", methods=["POST"])
def role():
    remember_role(request.form["role"])
    return "ok"
""",
        12,
    ),
    "sanic-session-variable": (
        "python-trust-boundary-session-taint",
        """\
from sanic import Sanic, text

app = Sanic("shop")


@app.post("/cart")
async def cart(request):
    sess = request.ctx.session
    sess["coupon"] = request.form.get("coupon")
    return text("ok")
""",
        9,
    ),
    "header-dict": (
        "python-header-injection-taint",
        """\
from flask import Flask, Response, request

app = Flask(__name__)


@app.route("/download")
def download():
    name = request.args.get("name", "report.csv")
    return Response("a,b", headers={"Content-Disposition": f"attachment; filename={name}"})
""",
        9,
    ),
    "header-store": (
        "python-header-injection-taint",
        """\
from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/lang")
def lang():
    response = make_response("ok")
    response.headers["Content-Language"] = request.args["lang"]
    return response
""",
        9,
    ),
    "django-extra": (
        "python-sql-injection-taint",
        """\
from django.http import JsonResponse

from .models import Order


def orders(request):
    status = request.GET.get("status", "open")
    rows = Order.objects.extra(where=["status = '%s'" % status])
    return JsonResponse({"count": rows.count()})
""",
        8,
    ),
    "ssrf-urlopen-imported-by-name": (
        "python-ssrf-taint",
        """\
from flask import Flask, request
from urllib.request import urlopen

app = Flask(__name__)


@app.route("/fetch")
def fetch():
    return urlopen(request.args["url"]).read()
""",
        9,
    ),
    "ssrf-requests-imported-second": (
        "python-ssrf-taint",
        """\
import json, requests
from flask import Flask, request

app = Flask(__name__)


@app.route("/proxy")
def proxy():
    return json.dumps(requests.get(request.args["url"], timeout=3).json())
""",
        9,
    ),
    "ssrf-injected-client": (
        "python-ssrf-taint",
        """\
from flask import Flask, current_app, request

app = Flask(__name__)


def fetch_status(api_client, host):
    url = f"http://{host}/status"
    return api_client.get(url)


@app.route("/status")
def status():
    return fetch_status(current_app.extensions["client"], request.args["host"]).text
""",
        13,
    ),
    "sql-object-method": (
        "python-sql-injection-taint",
        """\
import sqlite3

from flask import Flask, request

app = Flask(__name__)


class StockReport:
    def __init__(self, category):
        self.category = category

    def sql(self):
        return f"SELECT sku FROM stock WHERE category = '{self.category}'"

    def run(self):
        return sqlite3.connect("stock.db").execute(self.sql()).fetchall()


@app.route("/stock")
def stock():
    return {"rows": StockReport(request.args["category"]).run()}
""",
        21,
    ),
    "command-object-method": (
        "python-command-injection-taint",
        """\
import subprocess

from flask import Flask, request

app = Flask(__name__)


class PingRunner:
    def __init__(self, host):
        self.host = host

    def run(self):
        command = f"ping -c 1 {self.host}"
        return subprocess.run(command, shell=True, capture_output=True).stdout


@app.route("/ping")
def ping():
    return PingRunner(request.args["host"]).run()
""",
        19,
    ),
    "fastapi-annotated-dependency": (
        "python-command-injection-taint",
        """\
import os
from typing import Annotated

from fastapi import Depends, FastAPI, Header

app = FastAPI()


def release_tag(x_release: Annotated[str, Header()]) -> str:
    return x_release


@app.post("/deploy")
def deploy(tag: Annotated[str, Depends(release_tag)]):
    os.system("deploy " + tag)
""",
        15,
    ),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_sink_behind_a_whole_file_regex_matches_alone(case: str, tmp_path: Path) -> None:
    rule, text, line = CASES[case]
    target = tmp_path / "app" / "views.py"
    target.parent.mkdir()
    target.write_text(text, encoding="utf-8")
    report = scan_report([str(SECURITY / f"{rule}.yaml")], [str(target)], tmp_path / "home")
    assert [result["start"]["line"] for result in report["results"]] == [line]
