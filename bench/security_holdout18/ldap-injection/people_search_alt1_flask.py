from flask import Flask, jsonify, request
from ldap3 import SUBTREE, Connection, Server
from markupsafe import escape

app = Flask(__name__)
LDAP = Server("ldaps://ldap.corp.example", use_ssl=True)
BASE = "ou=people,dc=corp,dc=example"


def reader():
    return Connection(LDAP, "cn=svc-reader,ou=services,dc=corp,dc=example", "r34d0nly", auto_bind=True)


@app.get("/people")
def people_search():
    surname = str(escape(request.args.get("surname", "").strip()))
    query = "(&(objectClass=inetOrgPerson)(sn=%s))" % surname
    conn = reader()
    conn.search(BASE, query, SUBTREE, attributes=["cn", "mail", "telephoneNumber"])
    people = [{"name": str(e.cn), "mail": str(e.mail)} for e in conn.entries]
    conn.unbind()
    return jsonify(people)
