from pathlib import Path

import jinja2
from jinja2 import Environment, FileSystemLoader, Template, select_autoescape

TEMPLATES = Path(__file__).parent / "templates"

# ruleid: python-jinja2-autoescape-missing
pages = Environment(loader=FileSystemLoader(TEMPLATES))

# ok: python-jinja2-autoescape-missing
emails = Environment(loader=FileSystemLoader(TEMPLATES), autoescape=select_autoescape())

# ok: python-jinja2-autoescape-missing
configs = jinja2.Environment(loader=FileSystemLoader("deploy"), trim_blocks=True)


def profile_page(user):
    return pages.get_template("profile.html").render(user=user)


def email_body(user):
    return emails.get_template("welcome.html").render(user=user)


def nginx_conf(site):
    return configs.get_template("nginx.conf.j2x").render(site=site)


def comment_fragment(comment):
    # ruleid: python-jinja2-autoescape-missing
    template = Template("<p class='comment'>{{ comment.body }}</p>")
    return template.render(comment=comment)


def plain_greeting(name):
    # ok: python-jinja2-autoescape-missing
    template = Template("Hello {{ name }}, your order has shipped.")
    return template.render(name=name)


def safe_fragment(comment):
    # ok: python-jinja2-autoescape-missing
    template = Template("<p>{{ comment.body }}</p>", autoescape=True)
    return template.render(comment=comment)
