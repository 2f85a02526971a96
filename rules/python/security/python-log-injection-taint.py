import json
import logging
import re
import urllib.parse

from django.http import HttpRequest, HttpResponse
from fastapi import FastAPI
from flask import Flask, current_app, request

app = Flask(__name__)
api = FastAPI()
logger = logging.getLogger(__name__)
audit_log = logging.getLogger("audit")


@app.route("/login", methods=["POST"])
def login():
    username = request.form["username"]
    # ruleid: python-log-injection-taint
    logger.info("login attempt for %s", username)
    return "ok"


@app.route("/login/clean", methods=["POST"])
def login_clean():
    username = request.form["username"].replace("\r", "").replace("\n", "")
    # ok: python-log-injection-taint
    logger.info("login attempt for %s", username)
    return "ok"


@app.route("/login/repr", methods=["POST"])
def login_repr():
    # ok: python-log-injection-taint
    logger.info("login attempt for %r", request.form["username"])
    # ok: python-log-injection-taint
    audit_log.warning("login attempt for " + repr(request.form["username"]))
    return "ok"


@app.route("/search")
def search():
    term = request.args.get("q", "")
    # ruleid: python-log-injection-taint
    current_app.logger.warning(f"search for {term}")
    # ok: python-log-injection-taint
    current_app.logger.warning("search for %s", json.dumps(term))
    return "ok"


@app.route("/agent")
def agent():
    # ruleid: python-log-injection-taint
    logging.info("client agent: " + request.headers.get("User-Agent", ""))
    # ok: python-log-injection-taint
    logging.info("client agent: " + re.sub(r"[\r\n]+", " ", request.headers.get("User-Agent", "")))
    return "ok"


@app.route("/page")
def page():
    number = int(request.args.get("page", "1"))
    # ok: python-log-injection-taint
    logger.debug("page %d requested of %d ids", number, len(request.args.getlist("ids")))
    # ok: python-log-injection-taint
    logger.debug("zoom %.1f, dark mode %s", float(request.args.get("zoom", "1")), bool(request.args.get("dark")))
    # ok: python-log-injection-taint
    logger.debug("page requested: %s" % ("%r" % request.args.get("page")))
    return "ok"


def django_transfer(request: HttpRequest) -> HttpResponse:
    target = request.POST["account"]
    # ruleid: python-log-injection-taint
    audit_log.info("transfer to %s by %s", target, request.user)
    return HttpResponse("ok")


def django_transfer_escaped(request: HttpRequest) -> HttpResponse:
    target = request.POST["account"].encode("unicode_escape").decode()
    # ok: python-log-injection-taint
    audit_log.info("transfer to %s by %s", target, request.user)
    return HttpResponse("ok")


@api.get("/files/{name}")
async def read_file(name: str):
    # ok: python-log-injection-taint
    logger.error("file %s not found", urllib.parse.quote(name))
    return {"found": False}


@api.get("/items/{item_id}")
async def read_item(item_id: str):
    # ruleid: python-log-injection-taint
    logger.error("item %s not found", item_id)
    return {"found": False}
