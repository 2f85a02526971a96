"""Report rendering worker.

Jobs are queued by the reporting web app, which pickles the parameters it
built itself and signs them with REPORT_SIGNING_KEY.
"""
import base64
import hashlib
import hmac
import os
import pickle

from celery import Celery
from celery.exceptions import Reject

from reports.render import render_pdf
from reports.storage import upload_report

SIGNING_KEY = os.environ["REPORT_SIGNING_KEY"].encode()

app = Celery("reports", broker="amqp://reports@mq.internal//")


def _signature_ok(blob, signature):
    expected = hmac.new(SIGNING_KEY, blob, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature or "")


@app.task(name="reports.render_scheduled_report", acks_late=True)
def render_scheduled_report(payload):
    blob = base64.b64decode(payload["params"])
    if not _signature_ok(blob, payload.get("sig")):
        raise Reject("signature mismatch", requeue=False)
    params = pickle.loads(blob)
    pdf = render_pdf(params["template"], params.get("filters", {}))
    return {"object": upload_report(params["account_id"], pdf)}
