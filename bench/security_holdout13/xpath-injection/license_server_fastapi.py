from datetime import date

from fastapi import FastAPI, HTTPException
from lxml import etree
from pydantic import BaseModel

app = FastAPI(title="licenses")
LICENSES = etree.parse("/etc/licsrv/licenses.xml")


class Activation(BaseModel):
    product: str
    key: str
    machine: str


@app.get("/products")
def products():
    return sorted(set(LICENSES.xpath("//license/@product")))


@app.get("/licenses/count")
def count():
    return {"total": int(LICENSES.xpath("count(//license)"))}


@app.post("/activate")
def activate(body: Activation):
    expr = "//license[@product='{p}' and key='{k}']".format(p=body.product, k=body.key)
    matches = LICENSES.xpath(expr)
    if not matches:
        raise HTTPException(status_code=403, detail="invalid license")
    lic = matches[0]
    expires = date.fromisoformat(lic.findtext("expires"))
    if expires < date.today():
        raise HTTPException(status_code=403, detail="expired")
    return {"product": body.product, "machine": body.machine, "expires": expires.isoformat()}


@app.get("/licenses/expiring")
def expiring(before: date):
    out = []
    for lic in LICENSES.xpath("//license"):
        exp = date.fromisoformat(lic.findtext("expires"))
        if exp < before:
            out.append({"product": lic.get("product"), "expires": exp.isoformat()})
    return out
