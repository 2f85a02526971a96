import json
import os

import ldap
from ldap.filter import filter_format

LDAP_URI = os.environ["LDAP_URI"]
BASE_DN = os.environ.get("LDAP_BASE_DN", "ou=people,dc=acme,dc=com")


def resolve_mailbox(alias):
    conn = ldap.initialize(LDAP_URI)
    conn.simple_bind_s(os.environ["LDAP_BIND_DN"], os.environ["LDAP_BIND_PW"])
    try:
        query = filter_format("(|(mail=%s)(mailAlternateAddress=%s))", [alias, alias])
        return conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, query, ["uid", "mail"])
    finally:
        conn.unbind_s()


def handler(event, context):
    alias = (event.get("queryStringParameters") or {}).get("alias", "")
    if not alias:
        return {"statusCode": 400, "body": json.dumps({"error": "alias required"})}
    matches = [attrs["mail"][0].decode() for dn, attrs in resolve_mailbox(alias) if dn]
    return {"statusCode": 200, "body": json.dumps({"alias": alias, "mailboxes": matches})}
