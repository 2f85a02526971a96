import bottle
import jinja2
from django.template import Template
from flask import Flask, render_template_string

app = Flask(__name__)
env = jinja2.Environment(autoescape=True)

PAGE = """
% for name, message in entries:
  <p><b>{{name}}</b> {{!message}}</p>
% end
"""

ESCAPED_PAGE = """
% for name, message in entries:
  <p><b>{{name}}</b> {{message}}</p>
% end
"""


@app.route("/comments")
def comments():
    rows = load_comments()
    # ruleid: python-inline-template-unescaped
    return render_template_string("<ul>{% for c in rows %}<li>{{ c.body|safe }}</li>{% endfor %}</ul>", rows=rows)


@app.route("/comments-escaped")
def comments_escaped():
    rows = load_comments()
    # ok: python-inline-template-unescaped
    return render_template_string("<ul>{% for c in rows %}<li>{{ c.body }}</li>{% endfor %}</ul>", rows=rows)


@app.route("/rule")
def rule():
    # a literal marked safe carries no user markup
    # ok: python-inline-template-unescaped
    return render_template_string('<hr>{{ "<br>"|safe }}{{ title }}', title="x")


def guestbook(entries):
    # ruleid: python-inline-template-unescaped
    return bottle.template(PAGE, entries=entries)


def guestbook_escaped(entries):
    # ok: python-inline-template-unescaped
    return bottle.template(ESCAPED_PAGE, entries=entries)


def signature(text):
    # ruleid: python-inline-template-unescaped
    return env.from_string("{% autoescape false %}<div>{{ text }}</div>{% endautoescape %}").render(text=text)


def django_bio(bio):
    # ruleid: python-inline-template-unescaped
    return Template("<p>{{ bio|safeseq|join:'' }}</p>").render(bio=bio)


def jinja_card(title):
    # ok: python-inline-template-unescaped
    return jinja2.Template("<h2>{{ title }}</h2>", autoescape=True).render(title=title)


@app.route("/post-data")
def post_data():
    # data encoded for a script block carries no markup
    # ok: python-inline-template-unescaped
    return render_template_string("<script>const post = {{ post|tojson|safe }};</script>", post={"a": 1})


GUESTBOOK_PAGE = """
<ul>
{% for entry in entries %}
  <li><strong>{{ entry.author }}</strong>: {{ entry.message|safe }}</li>
{% endfor %}
</ul>
"""

GUESTBOOK_ESCAPED_PAGE = """
<ul>
{% for entry in entries %}
  <li><strong>{{ entry.author }}</strong>: {{ entry.message|e }}</li>
{% endfor %}
</ul>
"""


@app.route("/guestbook")
def flask_guestbook():
    entries = load_comments()
    # ruleid: python-inline-template-unescaped
    return render_template_string(GUESTBOOK_PAGE, entries=entries)


@app.route("/guestbook-escaped")
def flask_guestbook_escaped():
    entries = load_comments()
    # ok: python-inline-template-unescaped
    return render_template_string(GUESTBOOK_ESCAPED_PAGE, entries=entries)
