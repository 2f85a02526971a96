from fastapi import FastAPI, Form, HTTPException
from lxml import etree

app = FastAPI()
DOC = etree.parse("/etc/app/users.xml")


@app.post("/accounts/check")
def check_account(name: str = Form(...), pin: str = Form(...)):
    found = DOC.xpath("//account[@name=$name and pin/text()=$pin]", name=name, pin=pin)
    if not found:
        raise HTTPException(status_code=401)
    return {"valid": True, "tier": found[0].get("tier")}
