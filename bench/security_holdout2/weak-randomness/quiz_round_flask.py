import random

from flask import Flask, jsonify
from flask_login import current_user, login_required

from .models import Attempt, Quiz, db

app = Flask(__name__)


@app.get("/quiz/<int:quiz_id>/start")
@login_required
def start_quiz(quiz_id):
    quiz = Quiz.query.get_or_404(quiz_id)
    questions = list(quiz.questions)
    random.shuffle(questions)
    attempt = Attempt(user_id=current_user.id, quiz_id=quiz.id,
                      order=[q.id for q in questions])
    db.session.add(attempt)
    db.session.commit()
    return jsonify(
        attempt=attempt.id,
        questions=[{"id": q.id, "text": q.text, "choices": q.choices} for q in questions],
    )
