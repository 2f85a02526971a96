import datetime
import logging

from sanic import Blueprint
from sanic.exceptions import BadRequest
from sanic.response import json

log = logging.getLogger("integrations")
bp = Blueprint("inbound_hooks", url_prefix="/hooks")

SUPPORTED_EVENTS = {"order.created", "order.updated", "customer.created"}


def forward(event, document):
    log.info("forwarding %s with %d fields", event, len(document))


@bp.post("/<source:str>")
async def receive_hook(request, source):
    if request.content_type.split(";")[0] != "application/json":
        raise BadRequest("expected application/json")

    payload = request.json or {}
    event = payload.get("event")
    if event not in SUPPORTED_EVENTS:
        raise BadRequest(f"unsupported event {event!r}")

    document = payload.get("data") or {}
    transform = payload.get("transform")

    if isinstance(transform, str) and transform.strip():
        namespace = {
            "doc": dict(document),
            "event": event,
            "now": datetime.datetime.utcnow,
        }
        try:
            exec(compile(transform, f"<hook:{source}>", "exec"), namespace)
        except Exception as exc:
            log.warning("transform for %s failed: %s", source, exc)
            raise BadRequest("transform failed")
        document = namespace["doc"]

    forward(event, document)
    return json(
        {
            "source": source,
            "event": event,
            "fields": sorted(document),
            "received_at": datetime.datetime.utcnow().isoformat(),
        },
        status=202,
    )
