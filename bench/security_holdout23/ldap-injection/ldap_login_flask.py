import os
from dataclasses import dataclass
from typing import Optional

from flask import Flask, abort, jsonify, request, session
from ldap3 import SUBTREE, Connection, Server
from ldap3.core.exceptions import LDAPBindError
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET_KEY"]


@dataclass(frozen=True)
class LdapConfig:
    url: str
    service_dn: str
    service_password: str
    user_base: str
    login_attribute: str = "sAMAccountName"


class FilterBuilder:
    """Small helper for composing directory search filters."""

    @staticmethod
    def equals(attribute: str, value: str) -> str:
        return f"({attribute}={escape_filter_chars(value)})"

    @staticmethod
    def all_of(*parts: str) -> str:
        return "(&" + "".join(parts) + ")"


class DirectoryAuthenticator:
    def __init__(self, config: LdapConfig):
        self.config = config
        self.server = Server(config.url, use_ssl=True)

    def _find_user_dn(self, login: str) -> Optional[str]:
        conn = Connection(self.server, self.config.service_dn, self.config.service_password, auto_bind=True)
        try:
            user_filter = FilterBuilder.all_of(FilterBuilder.equals("objectClass", "user"), FilterBuilder.equals(self.config.login_attribute, login))
            conn.search(self.config.user_base, user_filter, search_scope=SUBTREE, attributes=["distinguishedName"], size_limit=2)
            if len(conn.entries) != 1:
                return None
            return conn.entries[0].entry_dn
        finally:
            conn.unbind()

    def authenticate(self, login: str, password: str) -> Optional[str]:
        if not login or not password:
            return None
        user_dn = self._find_user_dn(login)
        if user_dn is None:
            return None
        try:
            Connection(self.server, user_dn, password, auto_bind=True).unbind()
        except LDAPBindError:
            return None
        return user_dn


authenticator = DirectoryAuthenticator(
    LdapConfig(
        url=os.environ["LDAP_URL"],
        service_dn=os.environ["LDAP_SERVICE_DN"],
        service_password=os.environ["LDAP_SERVICE_PW"],
        user_base=os.environ.get("LDAP_USER_BASE", "ou=staff,dc=corp,dc=example"),
    )
)


@app.post("/auth/login")
def login():
    payload = request.get_json(silent=True) or {}
    user_dn = authenticator.authenticate(payload.get("login", ""), payload.get("password", ""))
    if user_dn is None:
        abort(401)
    session.clear()
    session["user_dn"] = user_dn
    return jsonify({"ok": True})
