from flask import Flask, request
from ldap3 import SUBTREE, Connection

app = Flask(__name__)
STAFF_FILTER = "(&(objectClass=person)(employeeType=staff))"


@app.route("/phonebook")
def phone_book():
    department = request.args.get("dept", "")
    conn = Connection("ldap://ldap.example.com", auto_bind=True)
    conn.search("ou=staff,dc=example,dc=com", STAFF_FILTER, SUBTREE, attributes=["telephoneNumber", "department"])
    return {"numbers": [str(e.telephoneNumber) for e in conn.entries if str(e.department) == department]}
