import logging
import sqlite3
import traceback

import requests
from django.http import HttpRequest, HttpResponseServerError, JsonResponse
from fastapi import FastAPI, HTTPException
from fastapi.responses import JSONResponse
from flask import Flask, abort, jsonify, make_response, request

app = Flask(__name__)
api = FastAPI()
logger = logging.getLogger(__name__)


@app.route("/orders/<int:order_id>")
def order(order_id):
    try:
        return jsonify(load_order(order_id))
    except Exception as exc:
        # ruleid: python-exception-details-exposed
        return jsonify({"error": str(exc)}), 500


@app.route("/orders/<int:order_id>/safe")
def order_safe(order_id):
    try:
        return jsonify(load_order(order_id))
    except Exception:
        logger.exception("loading order %s failed", order_id)
        # ok: python-exception-details-exposed
        return jsonify({"error": "internal error"}), 500


@app.route("/import", methods=["POST"])
def import_rows():
    try:
        count = store(request.get_json())
    except sqlite3.OperationalError as err:
        # ruleid: python-exception-details-exposed
        return make_response(f"import failed: {err}", 500)
    return {"imported": count}


@app.route("/import/logged", methods=["POST"])
def import_logged():
    try:
        count = store(request.get_json())
    except sqlite3.OperationalError as err:
        logger.error("import failed: %s", err)
        # ok: python-exception-details-exposed
        return {"error": "import failed", "kind": type(err).__name__}, 500
    return {"imported": count}


@app.route("/debug")
def debug():
    try:
        return run_job()
    except Exception:
        # ruleid: python-exception-details-exposed
        return make_response(traceback.format_exc(), 500)


@app.route("/batch", methods=["POST"])
def batch():
    failures = []
    for row in request.get_json():
        try:
            store(row)
        except Exception as exc:
            logger.warning("row failed: %r", exc)
            failures.append(exc)
    # ok: python-exception-details-exposed
    return {"failed": len(failures), "codes": [int(getattr(f, "code", 0)) for f in failures]}


@app.route("/parse")
def parse():
    try:
        value = int(request.args["n"])
    except ValueError as exc:
        # ok: python-exception-details-exposed
        return {"error": str(exc)}, 400
    return {"value": value}


def django_report(request: HttpRequest) -> JsonResponse:
    try:
        data = build_report(request.GET["id"])
    except Exception as e:
        # ruleid: python-exception-details-exposed
        return JsonResponse({"detail": e.args}, status=500)
    return JsonResponse(data)


def django_report_safe(request: HttpRequest) -> JsonResponse:
    try:
        data = build_report(request.GET["id"])
    except Exception:
        logger.exception("report failed")
        # ok: python-exception-details-exposed
        return HttpResponseServerError("The report could not be built.")
    return JsonResponse(data)


@api.get("/upstream")
async def upstream(item: str):
    try:
        response = requests.get("https://inventory.internal/items", params={"id": item}, timeout=5)
        response.raise_for_status()
    except requests.RequestException as error:
        # ruleid: python-exception-details-exposed
        raise HTTPException(status_code=502, detail=repr(error))
    return response.json()


@api.get("/upstream/safe")
async def upstream_safe(item: str):
    try:
        response = requests.get("https://inventory.internal/items", params={"id": item}, timeout=5)
        response.raise_for_status()
    except requests.RequestException as error:
        logger.warning("upstream failed: %s", error)
        # ok: python-exception-details-exposed
        raise HTTPException(status_code=502, detail="upstream unavailable")
    return response.json()


@api.post("/jobs")
async def jobs():
    try:
        return {"id": run_job()}
    except Exception as exc:
        # ruleid: python-exception-details-exposed
        return JSONResponse({"error": f"{exc}"}, status_code=500)


def django_last_chance(request: HttpRequest) -> HttpResponseServerError:
    from django.conf import settings

    try:
        return build_report(request.GET["id"])
    except Exception:
        # ok: python-exception-details-exposed
        return HttpResponseServerError(traceback.format_exc() if settings.DEBUG else "Internal Server Error")


@app.route("/reindex", methods=["POST"])
def reindex():
    try:
        run_job()
    except Exception as exc:
        if app.debug:
            # ok: python-exception-details-exposed
            return jsonify({"error": str(exc)}), 500
        return jsonify({"error": "reindex failed"}), 500
    return jsonify({"ok": True})


@app.errorhandler(Exception)
def handle_any(error):
    # ruleid: python-exception-details-exposed
    return jsonify({"error": str(error)}), 500


@app.errorhandler(404)
def handle_missing(error):
    # ok: python-exception-details-exposed
    return jsonify({"error": str(error)}), 404


@api.exception_handler(Exception)
async def handle_unexpected(request, exc):
    logger.exception("unhandled error", exc_info=exc)
    # ok: python-exception-details-exposed
    return JSONResponse({"error": "internal error"}, status_code=500)


def debug_error_message(message):
    return message if app.config.get("DEBUG") else None


@app.route("/patch", methods=["PATCH"])
def patch():
    try:
        store(request.get_json())
    except Exception as exc:
        logger.exception(exc)
        # ok: python-exception-details-exposed
        abort(400, description=debug_error_message("An exception occurred: %s" % exc))
    return {"ok": True}


@app.route("/patch/raw", methods=["PATCH"])
def patch_raw():
    try:
        store(request.get_json())
    except Exception as exc:
        # ruleid: python-exception-details-exposed
        abort(400, description="An exception occurred: %s" % exc)
    return {"ok": True}
