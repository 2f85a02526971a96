import importlib

from django.http import HttpRequest, JsonResponse
from django.utils.module_loading import import_string
from fastapi import FastAPI
from flask import Flask, request

import reports

app = Flask(__name__)
api = FastAPI()

EXPORTERS = {"csv": "exporters.csv_export", "json": "exporters.json_export"}
ALLOWED_REPORTS = {"daily", "weekly"}


@app.route("/export")
def export():
    fmt = request.args.get("format", "csv")
    # ruleid: python-unsafe-reflection-taint
    module = importlib.import_module("exporters." + fmt)
    return module.render()


@app.route("/export/table")
def export_table():
    fmt = request.args.get("format", "csv")
    # ok: python-unsafe-reflection-taint
    module = importlib.import_module(EXPORTERS.get(fmt, "exporters.csv_export"))
    return module.render()


@app.route("/plugin")
def plugin():
    # ruleid: python-unsafe-reflection-taint
    plugin_module = __import__(request.args["name"])
    return plugin_module.describe()


@app.route("/report")
def report():
    name = request.args["report"]
    # ruleid: python-unsafe-reflection-taint
    return getattr(reports, name)(request.args)


@app.route("/report/allowed")
def report_allowed():
    name = request.args["report"]
    if name not in ALLOWED_REPORTS:
        return "unknown report", 404
    # ok: python-unsafe-reflection-taint
    return getattr(reports, name)(request.args)


@app.route("/report/prefixed")
def report_prefixed():
    name = request.args["report"]
    # ok: python-unsafe-reflection-taint
    return getattr(reports, "build_" + name)(request.args)


@app.route("/report/title")
def report_title():
    name = request.args["report"]
    # ok: python-unsafe-reflection-taint
    return {"title": getattr(reports, "TITLE").format(name)}


class Calculator:
    def add(self, a, b):
        return a + b


def django_calc(request: HttpRequest) -> JsonResponse:
    operation = request.POST["op"]
    calc = Calculator()
    # ruleid: python-unsafe-reflection-taint
    method = getattr(calc, operation)
    return JsonResponse({"result": method(int(request.POST["a"]), int(request.POST["b"]))})


def django_calc_fixed(request: HttpRequest) -> JsonResponse:
    operation = request.POST["op"]
    calc = Calculator()
    if operation in ("add", "sub"):
        # ok: python-unsafe-reflection-taint
        method = getattr(calc, operation)
        return JsonResponse({"result": method(int(request.POST["a"]), int(request.POST["b"]))})
    return JsonResponse({"error": "unknown"}, status=400)


def django_backend(request: HttpRequest) -> JsonResponse:
    # ruleid: python-unsafe-reflection-taint
    backend = import_string(request.GET["backend"])
    return JsonResponse({"name": backend.__name__})


@api.get("/run")
async def run(action: str):
    # ruleid: python-unsafe-reflection-taint
    return {"result": globals()[action]()}


@api.get("/run/level")
async def run_level(level: str):
    # ok: python-unsafe-reflection-taint
    return {"result": globals()["LEVELS"][int(level)]}


class OrderActionsView:
    def post(self, request):
        order = self.get_object()
        method_name = "do_%s" % request.POST["action"].lower()
        if hasattr(self, method_name):
            # ok: python-unsafe-reflection-taint
            getattr(self, method_name)(order)
        return self.response


@app.route("/module-version")
def module_version():
    import sys

    # ruleid: python-unsafe-reflection-taint
    module = sys.modules[request.args["module"]]
    return {"version": getattr(module, "__version__", "")}


@app.route("/module-version/known")
def module_version_known():
    import sys

    name = request.args["module"]
    if name not in ("json", "re"):
        return {"error": "unknown"}, 404
    # ok: python-unsafe-reflection-taint
    return {"version": getattr(sys.modules[name], "__version__", "")}


@app.route("/export-by-setting")
def export_by_setting():
    from django.conf import settings

    fmt = request.args.get("format", "csv")
    # ok: python-unsafe-reflection-taint
    module = importlib.import_module(settings.EXPORTERS[fmt])
    return {"exporter": module.__name__}


@app.route("/export/once")
def export_once():
    fmt = request.args.get("format", "csv")
    # ok: python-unsafe-reflection-taint
    module = importlib.import_module(EXPORTERS.pop(fmt, "exporters.csv_export"))
    return module.export(request.args)
