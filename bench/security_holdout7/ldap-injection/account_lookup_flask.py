import os
from dataclasses import dataclass
from typing import Optional

import ldap
import ldap.dn
import ldap.filter
from flask import Flask, abort, jsonify, request

LDAP_URI = os.environ.get("LDAP_URI", "ldaps://directory.example.net")
BIND_DN = os.environ.get("LDAP_BIND_DN", "cn=reader,dc=example,dc=net")
BIND_PW = os.environ.get("LDAP_BIND_PW", "")
ORG_BASE = "dc=example,dc=net"

app = Flask(__name__)


@dataclass
class Account:
    dn: str
    uid: str
    display_name: str
    locked: bool


class AccountDirectory:
    def __init__(self, uri: str, bind_dn: str, bind_pw: str):
        self.uri = uri
        self.bind_dn = bind_dn
        self.bind_pw = bind_pw

    def unit_base(self, unit: str) -> str:
        return "ou=%s,%s" % (ldap.dn.escape_dn_chars(unit), ORG_BASE)

    def find(self, unit: str, uid: str) -> Optional[Account]:
        conn = ldap.initialize(self.uri)
        conn.simple_bind_s(self.bind_dn, self.bind_pw)
        try:
            query = ldap.filter.filter_format(
                "(&(objectClass=inetOrgPerson)(uid=%s))", [uid]
            )
            hits = conn.search_s(
                self.unit_base(unit),
                ldap.SCOPE_ONELEVEL,
                query,
                ["uid", "displayName", "pwdAccountLockedTime"],
            )
        except ldap.NO_SUCH_OBJECT:
            return None
        finally:
            conn.unbind_s()
        if not hits:
            return None
        dn, attrs = hits[0]
        return Account(
            dn=dn,
            uid=attrs["uid"][0].decode(),
            display_name=attrs.get("displayName", [b""])[0].decode(),
            locked="pwdAccountLockedTime" in attrs,
        )


directory = AccountDirectory(LDAP_URI, BIND_DN, BIND_PW)


@app.route("/accounts/<unit>/<uid>")
def account_lookup(unit, uid):
    account = directory.find(unit, uid)
    if account is None:
        abort(404)
    return jsonify(account.__dict__)
