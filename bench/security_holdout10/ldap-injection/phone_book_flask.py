import ldap
from flask import Flask, request, jsonify
from ldap.filter import escape_filter_chars

app = Flask(__name__)
BASE = "ou=staff,dc=example,dc=org"


@app.get("/phonebook")
def phonebook():
    surname = request.args.get("surname", "")
    needle = escape_filter_chars(surname)
    flt = "(&(objectClass=person)(sn=%s*))" % needle
    conn = ldap.initialize("ldap://ldap.example.org")
    conn.simple_bind_s()
    try:
        entries = conn.search_s(BASE, ldap.SCOPE_ONELEVEL, flt, ["cn", "telephoneNumber"])
    finally:
        conn.unbind_s()
    return jsonify([{"cn": e[1]["cn"][0].decode()} for e in entries])
