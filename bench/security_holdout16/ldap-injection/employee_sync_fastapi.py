import os
import re

from fastapi import FastAPI, HTTPException
from ldap3 import MODIFY_REPLACE, SUBTREE, Connection, Server

app = FastAPI()
SERVER = Server(os.environ.get("LDAP_URL", "ldaps://dir.example.com"))
BASE = "ou=employees,dc=example,dc=com"
EMPLOYEE_ID = re.compile(r"[0-9]{6}")
GROUPS = {"finance": "cn=finance,ou=groups,dc=example,dc=com", "it": "cn=it,ou=groups,dc=example,dc=com"}
ATTRS = ["cn", "mail", "employeeNumber", "memberOf"]


def conn() -> Connection:
    return Connection(SERVER, user=os.environ["LDAP_SYNC_DN"], password=os.environ["LDAP_SYNC_PW"], auto_bind=True)


def employee_number(raw: str) -> str:
    value = raw.strip()
    if not EMPLOYEE_ID.fullmatch(value):
        raise HTTPException(status_code=400, detail="employee id must be six digits")
    return value


@app.get("/employees/{emp_id}")
def get_employee(emp_id: str, group: str = "any"):
    number = employee_number(emp_id)
    clauses = f"(employeeNumber={number})"
    if group != "any":
        if group not in GROUPS:
            raise HTTPException(status_code=404, detail="group")
        clauses += f"(memberOf={GROUPS[group]})"
    c = conn()
    c.search(BASE, f"(&(objectClass=person){clauses})", search_scope=SUBTREE, attributes=ATTRS)
    if not c.entries:
        raise HTTPException(status_code=404)
    return c.entries[0].entry_attributes_as_dict


@app.post("/employees/{emp_id}/deactivate")
def deactivate(emp_id: str):
    number = employee_number(emp_id)
    c = conn()
    c.search(BASE, f"(employeeNumber={number})", attributes=["cn"])
    if len(c.entries) != 1:
        raise HTTPException(status_code=404)
    c.modify(c.entries[0].entry_dn, {"employeeType": [(MODIFY_REPLACE, ["inactive"])]})
    return {"employee": number, "status": "inactive"}


@app.get("/groups")
def groups():
    return {"groups": sorted(GROUPS)}
