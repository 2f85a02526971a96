import logging
import re

import falcon
from ldap3 import MODIFY_DELETE, Connection, Server

logger = logging.getLogger(__name__)

UID_RE = re.compile(r"[a-z][a-z0-9._-]{1,31}")


class AccountUnlockResource:
    """Maintenance endpoint used by the helpdesk console."""

    def __init__(self, ldap_uri, bind_dn, bind_password, people_base):
        self.server = Server(ldap_uri, use_ssl=True, connect_timeout=5)
        self.bind_dn = bind_dn
        self.bind_password = bind_password
        self.people_base = people_base

    def on_post(self, req, resp, uid):
        operator = req.context.get("user")
        if operator is None or "helpdesk" not in operator.roles:
            raise falcon.HTTPForbidden(description="helpdesk role required")

        if not UID_RE.fullmatch(uid):
            raise falcon.HTTPUnprocessableEntity(description="invalid account name")

        with Connection(self.server, user=self.bind_dn, password=self.bind_password, auto_bind=True) as conn:
            changed = conn.modify(f"uid={uid},{self.people_base}", {"pwdAccountLockedTime": [(MODIFY_DELETE, [])]})
            result = conn.result

        if not changed and result.get("description") == "noSuchObject":
            raise falcon.HTTPNotFound(description="no such account")
        if not changed and result.get("description") != "noSuchAttribute":
            logger.error("unlock of %s failed: %s", uid, result)
            raise falcon.HTTPServiceUnavailable(description="directory refused the change")

        logger.info("account %s unlocked by %s", uid, operator.name)
        resp.media = {"uid": uid, "locked": False}
        resp.status = falcon.HTTP_200


def register(app, settings):
    app.add_route(
        "/admin/accounts/{uid}/unlock",
        AccountUnlockResource(
            settings["ldap_uri"],
            settings["ldap_bind_dn"],
            settings["ldap_bind_password"],
            settings["ldap_people_base"],
        ),
    )
