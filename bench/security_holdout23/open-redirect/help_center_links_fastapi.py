from enum import Enum

from fastapi import FastAPI
from fastapi.responses import RedirectResponse

app = FastAPI()


class HelpTopic(str, Enum):
    billing = "billing"
    sso = "sso"
    api = "api"
    status = "status"


HELP_URLS = {
    HelpTopic.billing: "https://help.example.com/articles/billing-overview",
    HelpTopic.sso: "https://help.example.com/articles/single-sign-on",
    HelpTopic.api: "https://developers.example.com/reference",
    HelpTopic.status: "https://status.example.com/",
}


@app.get("/go/help/{topic}")
def go_help(topic: HelpTopic):
    return RedirectResponse(HELP_URLS[topic], status_code=307)
