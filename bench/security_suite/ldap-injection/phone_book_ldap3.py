from flask import Flask, request
from ldap3 import SUBTREE, Connection

app = Flask(__name__)


@app.route("/phonebook")
def phone_book():
    department = request.args.get("dept", "")
    surname = request.args.get("surname", "")
    query = "(&(department=%s)(sn=%s))" % (department, surname)
    conn = Connection("ldap://ldap.example.com", auto_bind=True)
    conn.search("ou=staff,dc=example,dc=com", query, SUBTREE, attributes=["telephoneNumber"])
    return {"numbers": [str(e.telephoneNumber) for e in conn.entries]}
