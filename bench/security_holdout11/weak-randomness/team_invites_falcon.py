import json
import logging
import random
import string
from datetime import datetime, timedelta

import falcon

log = logging.getLogger("invites")

_sysrand = random.SystemRandom()
CODE_ALPHABET = string.ascii_uppercase + string.digits
CODE_GROUPS = 4
GROUP_LEN = 5

TIPS = [
    "Invite teammates from the settings page.",
    "Codes expire after seven days.",
    "Each code can be used once.",
]


def invitation_code():
    groups = ["".join(_sysrand.choice(CODE_ALPHABET) for _ in range(GROUP_LEN)) for _ in range(CODE_GROUPS)]
    return "-".join(groups)


class InviteStore:
    def __init__(self):
        self._invites = {}

    def add(self, code, email, inviter):
        self._invites[code] = {
            "email": email,
            "inviter": inviter,
            "expires": (datetime.utcnow() + timedelta(days=7)).isoformat(),
        }

    def get(self, code):
        return self._invites.get(code)


class InviteResource:
    def __init__(self, store):
        self.store = store

    def on_post(self, req, resp):
        body = req.get_media()
        email = body.get("email")
        if not email:
            raise falcon.HTTPBadRequest(description="email required")
        inviter = req.get_header("X-User-Id") or "system"
        code = invitation_code()
        self.store.add(code, email, inviter)
        log.info("invitation created by %s", inviter)
        resp.status = falcon.HTTP_201
        resp.media = {"code": code, "tip": random.choice(TIPS)}

    def on_get_code(self, req, resp, code):
        invite = self.store.get(code)
        if invite is None:
            raise falcon.HTTPNotFound()
        resp.text = json.dumps({"email": invite["email"], "expires": invite["expires"]})


store = InviteStore()
app = falcon.App()
resource = InviteResource(store)
app.add_route("/invites", resource)
app.add_route("/invites/{code}", resource, suffix="code")
