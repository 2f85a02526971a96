import random

from flask import Flask, render_template_string

app = Flask(__name__)

BANNERS = [
    {"image": "/static/banners/spring-sale.jpg", "alt": "Spring sale"},
    {"image": "/static/banners/free-shipping.jpg", "alt": "Free shipping"},
    {"image": "/static/banners/new-arrivals.jpg", "alt": "New arrivals"},
]

PAGE = '<div class="hero"><img src="{{ banner.image }}" alt="{{ banner.alt }}"></div>'


@app.route("/")
def homepage():
    banner = random.choice(BANNERS)
    return render_template_string(PAGE, banner=banner)
