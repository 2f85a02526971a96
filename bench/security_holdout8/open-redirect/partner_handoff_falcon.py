import hashlib
import hmac
import os
import time
from dataclasses import dataclass
from typing import Dict, Optional
from urllib.parse import urlencode

import falcon

HANDOFF_SECRET = os.environ.get("HANDOFF_SECRET", "").encode() or os.urandom(32)
PARTNER_DESTINATIONS: Dict[str, str] = {
    "billing": "https://billing.example-partner.com/sso/landing",
    "support": "https://help.example-support.io/session/start",
    "academy": "https://academy.example.org/enter",
}
DEFAULT_DESTINATION = "/portal"


@dataclass
class Handoff:
    partner: str
    user_id: str
    issued_at: int


class HandoffSigner:
    def __init__(self, secret: bytes = HANDOFF_SECRET):
        self.secret = secret

    def sign(self, handoff: Handoff) -> str:
        msg = f"{handoff.partner}:{handoff.user_id}:{handoff.issued_at}".encode()
        return hmac.new(self.secret, msg, hashlib.sha256).hexdigest()


class DestinationResolver:
    def __init__(self, destinations: Dict[str, str] = PARTNER_DESTINATIONS):
        self.destinations = destinations

    def resolve(self, partner: Optional[str]) -> Optional[str]:
        if partner is None:
            return None
        return self.destinations.get(partner.lower())


class PartnerHandoffResource:
    def __init__(self):
        self.resolver = DestinationResolver()
        self.signer = HandoffSigner()

    def on_get(self, req, resp):
        user_id = req.context.get("user_id")
        if user_id is None:
            raise falcon.HTTPUnauthorized()
        partner = req.get_param("partner")
        base_url = self.resolver.resolve(partner)
        if base_url is None:
            raise falcon.HTTPFound(DEFAULT_DESTINATION)
        handoff = Handoff(partner=partner.lower(), user_id=str(user_id), issued_at=int(time.time()))
        query = urlencode({"uid": handoff.user_id, "ts": handoff.issued_at, "sig": self.signer.sign(handoff)})
        raise falcon.HTTPFound(f"{base_url}?{query}")


app = falcon.App()
app.add_route("/portal/handoff", PartnerHandoffResource())
