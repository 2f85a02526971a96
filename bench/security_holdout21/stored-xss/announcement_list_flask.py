import bleach
from flask import Flask, render_template
from markupsafe import Markup

from models import Announcement

app = Flask(__name__)
ALLOWED_TAGS = ["b", "i", "em", "strong", "a", "p"]


@app.route("/announcements")
def announcement_list():
    items = Announcement.query.order_by(Announcement.posted_at.desc()).limit(20).all()
    rendered = [Markup(bleach.clean(a.body, tags=ALLOWED_TAGS, attributes={"a": ["href"]})) for a in items]
    return render_template("announcements.html", bodies=rendered)
