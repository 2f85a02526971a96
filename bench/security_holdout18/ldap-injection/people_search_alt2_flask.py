import os

from flask import Flask, jsonify, request
from ldap3 import SUBTREE, Connection, Server

app = Flask(__name__)
BASE_DN = "ou=people,dc=corp,dc=example"


def directory_conn():
    server = Server(os.environ.get("LDAP_URL", "ldaps://ldap.corp.example"))
    return Connection(server, user=os.environ["LDAP_READER_DN"],
                      password=os.environ["LDAP_READER_PW"], auto_bind=True)


@app.get("/directory/search")
def search_people():
    term = request.args.get("q", "")
    dept = request.args.get("dept")
    clauses = [f"(cn=*{term}*)"]
    if dept:
        clauses.append(f"(departmentNumber={dept})")
    query = "(&(objectClass=inetOrgPerson)" + "".join(clauses) + ")"
    conn = directory_conn()
    conn.search(BASE_DN, query, search_scope=SUBTREE, attributes=["cn", "mail", "telephoneNumber"])
    people = [entry.entry_attributes_as_dict for entry in conn.entries]
    conn.unbind()
    return jsonify(people)
