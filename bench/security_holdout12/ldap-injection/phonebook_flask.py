import ldap
from ldap.filter import filter_format
from flask import Flask, jsonify, request

app = Flask(__name__)
app.config.from_mapping(LDAP_URI="ldap://directory.internal", LDAP_BASE="ou=people,dc=example,dc=com")


class Phonebook:
    def __init__(self, uri, base):
        self.uri = uri
        self.base = base

    def lookup(self, surname, city):
        flt = filter_format("(&(sn=%s)(l=%s))", [surname, city])
        conn = ldap.initialize(self.uri)
        conn.simple_bind_s()
        return conn.search_s(self.base, ldap.SCOPE_SUBTREE, flt, ["cn", "telephoneNumber"])


@app.get("/phonebook")
def phonebook():
    book = Phonebook(app.config["LDAP_URI"], app.config["LDAP_BASE"])
    entries = book.lookup(request.args.get("surname", ""), request.args.get("city", "Berlin"))
    return jsonify([{k: [v.decode() for v in vals] for k, vals in attrs.items()} for _, attrs in entries])
