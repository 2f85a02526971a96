import json
import os

import ldap
from bottle import request, response, route
from ldap.filter import escape_filter_chars


@route("/phonebook")
def phonebook():
    name = request.query.getunicode("name", default="")
    office = request.query.getunicode("office", default="")
    clauses = ["(objectClass=person)"]
    if name:
        clauses.append("(cn=*%s*)" % escape_filter_chars(name))
    if office:
        clauses.append("(physicalDeliveryOfficeName=%s)" % escape_filter_chars(office))
    flt = "(&%s)" % "".join(clauses)
    conn = ldap.initialize(os.environ.get("LDAP_URI", "ldap://localhost"))
    conn.simple_bind_s()
    rows = conn.search_s("dc=example,dc=com", ldap.SCOPE_SUBTREE, flt, ["cn", "telephoneNumber"])
    response.content_type = "application/json"
    return json.dumps([{k: [v.decode() for v in vals] for k, vals in attrs.items()} for _, attrs in rows])
