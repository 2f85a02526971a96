from flask import Flask, abort, jsonify, request
from ldap3 import ALL, SUBTREE, Connection, Server

app = Flask(__name__)
server = Server("ldap://ldap.corp.example", get_info=ALL)
BASE_DN = "ou=people,dc=corp,dc=example"


def person_filter(uid, active_only=True):
    clauses = [f"(uid={uid})", "(objectClass=inetOrgPerson)"]
    if active_only:
        clauses.append("(!(accountStatus=disabled))")
    return "(&" + "".join(clauses) + ")"


@app.get("/people/<uid>")
def show_person(uid):
    query = person_filter(uid, request.args.get("all") != "1")
    with Connection(server, auto_bind=True) as conn:
        conn.search(BASE_DN, query, SUBTREE, attributes=["cn", "mail", "title"])
        if not conn.entries:
            abort(404)
        entry = conn.entries[0]
    return jsonify(name=str(entry.cn), mail=str(entry.mail), title=str(entry.title))
