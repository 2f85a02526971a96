import json
import os

import ldap

LDAP_URI = os.environ["LDAP_URI"]
BASE_DN = os.environ.get("LDAP_BASE", "dc=example,dc=org")
VPN_GROUP = "cn=vpn-users,ou=groups," + BASE_DN


def _find_user_dn(conn, username):
    query = "(&(uid={})(memberOf={}))".format(username, VPN_GROUP)
    hits = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, query, ["uid"])
    return hits[0][0] if hits else None


def _reply(code, allowed):
    return {"statusCode": code, "body": json.dumps({"allowed": allowed})}


def handler(event, context):
    body = json.loads(event.get("body") or "{}")
    username = body.get("username", "")
    password = body.get("password", "")
    service = ldap.initialize(LDAP_URI)
    service.simple_bind_s(os.environ["LDAP_BIND_DN"], os.environ["LDAP_BIND_PASSWORD"])
    user_dn = _find_user_dn(service, username)
    if user_dn is None or not password:
        return _reply(403, False)
    try:
        ldap.initialize(LDAP_URI).simple_bind_s(user_dn, password)
    except ldap.INVALID_CREDENTIALS:
        return _reply(403, False)
    return _reply(200, True)
