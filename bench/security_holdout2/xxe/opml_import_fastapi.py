from defusedxml import DefusedXmlException
from defusedxml.minidom import parseString
from fastapi import Depends, FastAPI, HTTPException, Request
from xml.parsers.expat import ExpatError

from reader.auth import current_user
from reader.subscriptions import add_subscriptions

app = FastAPI()


@app.post("/subscriptions/opml")
async def import_opml(request: Request, user=Depends(current_user)):
    body = await request.body()
    try:
        doc = parseString(body)
    except (ExpatError, DefusedXmlException):
        raise HTTPException(status_code=400, detail="invalid OPML")
    outlines = doc.getElementsByTagName("outline")
    feeds = [
        {"title": o.getAttribute("title") or o.getAttribute("text"), "url": o.getAttribute("xmlUrl")}
        for o in outlines
        if o.getAttribute("xmlUrl")
    ]
    await add_subscriptions(user.id, feeds)
    return {"imported": len(feeds)}
