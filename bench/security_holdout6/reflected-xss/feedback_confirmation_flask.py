from dataclasses import dataclass, field
from datetime import datetime
from typing import List

from flask import Flask, render_template_string, request

app = Flask(__name__)

CONFIRMATION_TEMPLATE = """
<!doctype html>
<title>Feedback received</title>
<h1>Thank you, {{ feedback.name }}!</h1>
<p>We received your message about <em>{{ feedback.topic }}</em>:</p>
<blockquote>{{ feedback.message }}</blockquote>
{% if feedback.tags %}
<ul>{% for tag in feedback.tags %}<li>{{ tag }}</li>{% endfor %}</ul>
{% endif %}
<small>Submitted {{ feedback.submitted_at.strftime('%Y-%m-%d %H:%M') }}</small>
"""

TOPICS = ("billing", "shipping", "product", "other")


@dataclass
class Feedback:
    name: str
    topic: str
    message: str
    tags: List[str] = field(default_factory=list)
    submitted_at: datetime = field(default_factory=datetime.utcnow)


def parse_feedback(form) -> Feedback:
    topic = form.get("topic", "other")
    return Feedback(
        name=form.get("name", "anonymous").strip()[:100],
        topic=topic if topic in TOPICS else "other",
        message=form.get("message", "").strip()[:2000],
        tags=[t.strip() for t in form.get("tags", "").split(",") if t.strip()],
    )


@app.route("/feedback", methods=["POST"])
def submit_feedback():
    feedback = parse_feedback(request.form)
    return render_template_string(CONFIRMATION_TEMPLATE, feedback=feedback)
