#pragma once

namespace claimscope {

class MetricRun;

// A metric's pipeline of judge steps for one test case. Created per MetricRun, driven by the
// answers it asks for, finishes through MetricRun::finish(). Engine worker thread.
class Metric
{
public:
    virtual ~Metric() = default;
    virtual void start(MetricRun &run) = 0;
};

} // namespace claimscope
