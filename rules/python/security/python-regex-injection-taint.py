import re

from django.http import HttpRequest, JsonResponse
from fastapi import FastAPI
from flask import Flask, request

app = Flask(__name__)
api = FastAPI()

NAMES = ["alice", "bob", "carol"]
PATTERNS = {"digits": r"\d+", "words": r"\w+"}
KNOWN_KINDS = {r"\d+", r"\w+"}
SLUG = re.compile(r"^[a-z0-9-]+$")


@app.route("/filter")
def filter_names():
    term = request.args.get("q", "")
    # ruleid: python-regex-injection-taint
    matcher = re.compile(term)
    return {"names": [name for name in NAMES if matcher.search(name)]}


@app.route("/filter/escaped")
def filter_escaped():
    term = request.args.get("q", "")
    # ok: python-regex-injection-taint
    matcher = re.compile(re.escape(term), re.IGNORECASE)
    return {"names": [name for name in NAMES if matcher.search(name)]}


@app.route("/grep", methods=["POST"])
def grep():
    body = request.get_json()
    # ruleid: python-regex-injection-taint
    hits = re.findall(f"^{body['prefix']}.*$", body["text"], re.MULTILINE)
    return {"hits": hits}


@app.route("/grep/escaped", methods=["POST"])
def grep_escaped():
    body = request.get_json()
    # ok: python-regex-injection-taint
    hits = re.findall("^" + re.escape(body["prefix"]) + ".*$", body["text"], re.MULTILINE)
    return {"hits": hits}


@app.route("/slug")
def slug():
    value = request.args["slug"]
    # ok: python-regex-injection-taint
    return {"valid": bool(SLUG.fullmatch(value)) and re.match(r"[a-z]", value) is not None}


@app.route("/named")
def named():
    kind = request.args.get("kind", "digits")
    # ok: python-regex-injection-taint
    return {"parts": re.split(PATTERNS.get(kind, r"\s+"), request.args["text"])}


@app.route("/repeat")
def repeat():
    count = int(request.args.get("n", "3"))
    # ok: python-regex-injection-taint
    return {"ok": re.fullmatch("a{%d}" % count, request.args["text"]) is not None}


def django_replace(request: HttpRequest) -> JsonResponse:
    needle = request.GET["find"]
    text = request.POST["text"]
    # ruleid: python-regex-injection-taint
    replaced = re.sub(needle, request.GET.get("with", ""), text)
    return JsonResponse({"text": replaced})


def django_replace_literal(request: HttpRequest) -> JsonResponse:
    needle = re.escape(request.GET["find"])
    text = request.POST["text"]
    # ok: python-regex-injection-taint
    replaced = re.sub(needle, "", text)
    return JsonResponse({"text": replaced})


@api.get("/search")
async def search(pattern: str, text: str):
    # ruleid: python-regex-injection-taint
    return {"match": re.search(pattern=pattern, string=text) is not None}


@api.get("/search/plain")
async def search_plain(word: str, text: str):
    # ok: python-regex-injection-taint
    return {"match": re.search(r"\b\w+\b", word) is not None and word in text}


@app.route("/filter-known")
def filter_known_pattern():
    kind = request.args.get("kind", "digits")
    if kind not in KNOWN_KINDS:
        return {"error": "unknown"}, 400
    # ok: python-regex-injection-taint
    return {"match": bool(re.search(kind, "abc"))}


@app.route("/named/once")
def named_once():
    kind = request.args.get("kind", "digits")
    # ok: python-regex-injection-taint
    return {"parts": re.split(PATTERNS.pop(kind, r"\s+"), request.args["text"])}


SEARCH_PATTERNS = {"digits": r"\d+", "words": r"\w+"}


class SearchView:
    def pattern(self, kind):
        found = SEARCH_PATTERNS.get(kind)
        if found is None:
            raise KeyError(kind)
        return found

    def search(self):
        # a method that looks the value up in a constant table, called on self
        # ok: python-regex-injection-taint
        matcher = re.compile(self.pattern(request.args.get("kind", "")))
        return [name for name in NAMES if matcher.search(name)]
