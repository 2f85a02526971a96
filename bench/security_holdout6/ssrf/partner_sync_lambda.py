import json
import os
import urllib.request
from dataclasses import dataclass, field
from typing import List

PARTNER_ENDPOINTS = {
    "acme": "https://api.acme-logistics.example/v2/shipments",
    "globex": "https://globex.example.net/hooks/shipments",
    "initech": "https://partners.initech.example/shipments/import",
}
REQUEST_TIMEOUT = 8


@dataclass
class SyncRequest:
    partner: str
    shipment_ids: List[str] = field(default_factory=list)

    @classmethod
    def from_event(cls, event):
        path = event.get("pathParameters") or {}
        body = json.loads(event.get("body") or "{}")
        ids = [str(int(i)) for i in body.get("shipment_ids", [])]
        return cls(partner=path.get("partner", ""), shipment_ids=ids)


def resolve_endpoint(partner):
    try:
        return PARTNER_ENDPOINTS[partner]
    except KeyError:
        raise LookupError(partner)


def push_shipments(endpoint, shipment_ids):
    payload = json.dumps({"shipments": shipment_ids}).encode("utf-8")
    req = urllib.request.Request(
        endpoint,
        data=payload,
        method="POST",
        headers={
            "Content-Type": "application/json",
            "Authorization": f"Bearer {os.environ.get('PARTNER_TOKEN', '')}",
        },
    )
    with urllib.request.urlopen(req, timeout=REQUEST_TIMEOUT) as resp:
        return resp.status


def _response(status, body):
    return {
        "statusCode": status,
        "headers": {"Content-Type": "application/json"},
        "body": json.dumps(body),
    }


def lambda_handler(event, context):
    try:
        sync = SyncRequest.from_event(event)
        endpoint = resolve_endpoint(sync.partner)
    except (ValueError, TypeError):
        return _response(400, {"error": "invalid request"})
    except LookupError:
        return _response(404, {"error": "unknown partner"})
    status = push_shipments(endpoint, sync.shipment_ids)
    return _response(200, {"partner": sync.partner, "upstream_status": status})
