from urllib.parse import unquote

from fastapi import FastAPI, Header
from lxml import etree

app = FastAPI()
DIRECTORY = etree.parse("data/employees.xml")


@app.get("/employees/office")
def employee_office(x_employee: str = Header(default="")):
    name = unquote(x_employee)
    bar = "unknown"
    for candidate in ["ignored", name]:
        bar = candidate
    offices = DIRECTORY.xpath("/staff/employee[@name='" + bar + "']/office/text()")
    return {"offices": [str(o) for o in offices]}
