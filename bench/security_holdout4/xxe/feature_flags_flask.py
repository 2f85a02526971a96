import os

from flask import Flask, jsonify
from lxml import etree

app = Flask(__name__)

FLAGS_FILE = os.path.join(os.path.dirname(__file__), "config", "feature_flags.xml")
_flag_parser = etree.XMLParser(load_dtd=True)


def load_flags():
    tree = etree.parse(FLAGS_FILE, _flag_parser)
    return {
        flag.get("name"): flag.get("enabled") == "true"
        for flag in tree.getroot().iterfind("flag")
    }


FLAGS = load_flags()


@app.route("/api/feature-flags")
def feature_flags():
    return jsonify(FLAGS)
