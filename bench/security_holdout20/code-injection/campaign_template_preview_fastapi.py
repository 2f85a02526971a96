from fastapi import FastAPI, HTTPException
from jinja2 import Environment, TemplateSyntaxError
from pydantic import BaseModel, Field

app = FastAPI()
env = Environment(autoescape=True)


class TemplatePreview(BaseModel):
    subject: str = Field(max_length=200)
    body: str = Field(max_length=20_000)
    sample_first_name: str = "Alex"


@app.post("/campaigns/preview")
def preview_campaign(req: TemplatePreview):
    context = {
        "first_name": req.sample_first_name,
        "company": "Acme Outdoor",
        "unsubscribe_url": "https://mail.example.com/u/preview",
    }
    subject = req.subject.replace("{first_name}", req.sample_first_name)
    try:
        html = env.from_string(req.body).render(context)
    except TemplateSyntaxError as exc:
        raise HTTPException(status_code=422, detail=f"line {exc.lineno}: {exc.message}")
    return {"subject": subject, "html": html}
