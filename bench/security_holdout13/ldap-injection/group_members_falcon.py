import os
import re

import falcon
import ldap

GROUP_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9 _.-]{0,63}")
SETTINGS = {"uri": os.environ.get("LDAP_URI", "ldap://ldap.internal"), "base": "ou=groups,dc=example,dc=net"}


class GroupMembersResource:
    def __init__(self, settings):
        self.settings = settings

    def on_get(self, req, resp, group):
        if not GROUP_NAME.fullmatch(group):
            raise falcon.HTTPBadRequest(title="invalid group name")
        conn = ldap.initialize(self.settings["uri"])
        conn.simple_bind_s(os.environ["LDAP_BIND_DN"], os.environ["LDAP_BIND_PW"])
        results = conn.search_s(self.settings["base"], ldap.SCOPE_ONELEVEL, f"(cn={group})", ["member"])
        conn.unbind_s()
        members = [m.decode() for _, attrs in results for m in attrs.get("member", [])]
        resp.media = {"group": group, "members": members}


app = falcon.App()
app.add_route("/groups/{group}", GroupMembersResource(SETTINGS))
