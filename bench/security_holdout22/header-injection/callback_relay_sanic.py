import hashlib
import hmac
import json as jsonlib

from sanic import Blueprint, Request
from sanic.exceptions import SanicException, Unauthorized
from sanic.response import json

relay_bp = Blueprint("relay", url_prefix="/hooks")


def _verify(request: Request) -> None:
    secret = request.app.config.RELAY_SECRET.encode()
    expected = hmac.new(secret, request.body, hashlib.sha256).hexdigest()
    supplied = request.headers.get("X-Relay-Signature", "")
    if not hmac.compare_digest(expected, supplied):
        raise Unauthorized("signature mismatch")


@relay_bp.post("/jobs")
async def receive_job(request: Request):
    _verify(request)
    try:
        payload = jsonlib.loads(request.body)
    except ValueError:
        raise SanicException("body must be JSON", status_code=400)

    job_type = payload.get("type")
    if job_type not in request.app.ctx.job_handlers:
        raise SanicException("unsupported job type", status_code=422)

    callback_id = str(payload.get("callback_id", "")).strip()
    if not callback_id:
        raise SanicException("callback_id is required", status_code=422)

    job = await request.app.ctx.queue.enqueue(job_type, payload.get("data") or {})

    response = json({"accepted": True, "job": job.id}, status=202)
    response.headers["X-Callback-Id"] = callback_id
    response.headers["Location"] = request.app.url_for("relay.job_status", job_id=job.id)
    return response


@relay_bp.get("/jobs/<job_id:uuid>")
async def job_status(request: Request, job_id):
    job = await request.app.ctx.queue.get(str(job_id))
    if job is None:
        raise SanicException("unknown job", status_code=404)
    return json({"job": str(job_id), "state": job.state, "result": job.result})
