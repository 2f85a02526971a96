from fastapi import FastAPI, HTTPException
from lxml import etree

app = FastAPI()
DIRECTORY = etree.parse("/srv/hr/directory.xml")


@app.get("/employees/{username}/email")
def employee_email(username: str):
    emails = DIRECTORY.xpath("//employee[username=$name]/email/text()", name=username)
    if not emails:
        raise HTTPException(status_code=404, detail="not found")
    return {"username": username, "email": str(emails[0])}
