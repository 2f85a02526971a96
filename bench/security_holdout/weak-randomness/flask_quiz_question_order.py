import random

from flask import Flask, render_template

from quiz.bank import load_questions

app = Flask(__name__)


@app.route("/quiz/<int:quiz_id>")
def take_quiz(quiz_id):
    questions = list(load_questions(quiz_id))
    random.shuffle(questions)
    for question in questions:
        random.shuffle(question.choices)
    return render_template("quiz.html", questions=questions[:10])
