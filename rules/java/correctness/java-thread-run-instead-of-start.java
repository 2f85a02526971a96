package com.example.jobs;

public class Launcher {
    public void launch(Runnable task) {
        Thread worker = new Thread(task, "worker");
        // ruleid: java-thread-run-instead-of-start
        worker.run();
        // ruleid: java-thread-run-instead-of-start
        new Thread(task).run();
    }

    public void launchSafe(Runnable task) {
        Thread worker = new Thread(task, "worker");
        // ok: java-thread-run-instead-of-start
        worker.start();
        // ok: java-thread-run-instead-of-start
        task.run();
    }
}
