from fastapi import FastAPI, Form, HTTPException
from lxml import etree

app = FastAPI()
USERS_XML = etree.parse("/etc/app/users.xml")


@app.post("/xml-login")
def xml_login(username: str = Form(...), password: str = Form(...)):
    predicate = " and ".join([
        "name/text()='%s'" % username,
        "password/text()='%s'" % password,
    ])
    matches = USERS_XML.xpath("//user[" + predicate + "]")
    if not matches:
        raise HTTPException(status_code=401, detail="invalid login")
    return {"user": matches[0].findtext("name"), "role": matches[0].findtext("role")}
