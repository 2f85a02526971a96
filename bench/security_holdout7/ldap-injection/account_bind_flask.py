import os
from dataclasses import dataclass, field
from typing import List, Optional

import ldap
import ldap.dn
import ldap.filter
from flask import Flask, jsonify, request, session

app = Flask(__name__)
app.secret_key = os.environ.get("FLASK_SECRET_KEY") or os.urandom(32)

LDAP_URI = os.environ.get("LDAP_URI", "ldaps://auth.example.com")
PEOPLE_BASE = "ou=people,dc=example,dc=com"
GROUP_BASE = "ou=groups,dc=example,dc=com"


@dataclass
class DirectoryUser:
    dn: str
    uid: str
    groups: List[str] = field(default_factory=list)


class LdapAuthenticator:
    def __init__(self, uri: str = LDAP_URI):
        self.uri = uri

    def user_dn(self, uid: str) -> str:
        return "uid={},{}".format(ldap.dn.escape_dn_chars(uid), PEOPLE_BASE)

    def _group_filter(self, dn: str) -> str:
        return ldap.filter.filter_format(
            "(&(objectClass=groupOfNames)(member=%s))", [dn]
        )

    def authenticate(self, uid: str, password: str) -> Optional[DirectoryUser]:
        if not uid or not password:
            return None
        dn = self.user_dn(uid)
        conn = ldap.initialize(self.uri)
        try:
            conn.simple_bind_s(dn, password)
            results = conn.search_s(GROUP_BASE, ldap.SCOPE_ONELEVEL, self._group_filter(dn), ["cn"])
        except ldap.INVALID_CREDENTIALS:
            return None
        finally:
            conn.unbind_s()
        groups = [attrs["cn"][0].decode() for _, attrs in results if attrs.get("cn")]
        return DirectoryUser(dn=dn, uid=uid, groups=groups)


authenticator = LdapAuthenticator()


@app.route("/auth/ldap", methods=["POST"])
def ldap_login():
    uid = request.form.get("uid", "").strip()
    password = request.form.get("password", "")
    user = authenticator.authenticate(uid, password)
    if user is None:
        return jsonify(error="invalid credentials"), 401
    session.clear()
    session["uid"] = user.uid
    session["groups"] = user.groups
    return jsonify(uid=user.uid, groups=user.groups)
