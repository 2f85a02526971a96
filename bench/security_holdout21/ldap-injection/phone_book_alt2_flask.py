import ldap
from ldap.filter import escape_filter_chars
from flask import Flask, request, jsonify

app = Flask(__name__)

BASE = "ou=people,dc=example,dc=com"


@app.route("/phonebook", methods=["POST"])
def phone_book():
    surname = request.form.get("surname", "")
    cleaned = escape_filter_chars(surname.strip())
    query = "(&(objectClass=person)(sn={0}))".format(cleaned)
    conn = ldap.initialize("ldap://ldap.example.com")
    conn.simple_bind_s("cn=phonebook,dc=example,dc=com", "secret")
    entries = conn.search_s(BASE, ldap.SCOPE_ONELEVEL, query, ["telephoneNumber"])
    conn.unbind_s()
    return jsonify({dn: attrs.get("telephoneNumber", [b""])[0].decode() for dn, attrs in entries})
