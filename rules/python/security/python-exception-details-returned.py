import logging
import traceback

from fastapi import FastAPI
from flask import Flask, jsonify, request

app = Flask(__name__)
api = FastAPI()
logger = logging.getLogger(__name__)


@app.route("/import", methods=["POST"])
def import_rows():
    try:
        count = store(request.get_json())
    except Exception as err:
        # ruleid: python-exception-details-returned
        return f"import failed: {err}", 500
    return {"imported": count}


@app.route("/import/generic", methods=["POST"])
def import_generic():
    try:
        count = store(request.get_json())
    except Exception as err:
        logger.error("import failed: %s", err)
        # ok: python-exception-details-returned
        return "import failed", 500
    return {"imported": count}


@app.route("/sync")
def sync():
    try:
        run_sync()
    except OSError as error:
        message = "sync failed: %s" % error
        # ruleid: python-exception-details-returned
        return {"error": message}, 500
    return {"ok": True}


@app.route("/sync/status")
def sync_status():
    try:
        run_sync()
    except OSError as error:
        status = getattr(error, "errno", 1)
        # ok: python-exception-details-returned
        return {"error": "sync failed"}, 500 if status else 503
    return {"ok": True}


@app.route("/sync/debug")
def sync_debug():
    try:
        run_sync()
    except OSError as error:
        if app.debug:
            # ok: python-exception-details-returned
            return {"error": str(error)}, 500
        return {"error": "sync failed"}, 500
    return {"ok": True}


@api.get("/report")
async def report():
    try:
        return {"rows": build_rows()}
    except Exception:
        # ruleid: python-exception-details-returned
        return {"trace": traceback.format_exc()}
    finally:
        logger.info("report done")


@api.get("/report/value")
async def report_value(limit: str):
    try:
        return {"rows": build_rows(int(limit))}
    except ValueError as exc:
        # ok: python-exception-details-returned
        return {"error": str(exc)}


@app.errorhandler(Exception)
def handle_any(error):
    # ruleid: python-exception-details-returned
    return {"error": repr(error)}, 500


@app.errorhandler(404)
def handle_missing(error):
    # ok: python-exception-details-returned
    return {"error": str(error)}, 404


@app.route("/export")
def export():
    try:
        return jsonify(build_rows())
    except Exception as exc:
        # ok: python-exception-details-returned
        return jsonify({"error": str(exc)}), 500
